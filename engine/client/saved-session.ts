// The session as this browser keeps it (core spec §4: keys prefixed `permission-`), read without the
// Session store, so the entry can tell before loading the app whether anyone is signed in.
import type { SignInAnswer, UserInfo } from '../protocol/user-info';

export const STORAGE_PREFIX = 'permission-';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
export const USER_INFO_KEY = `${STORAGE_PREFIX}userInfo`;

/** Core spec §5: user info must be present and carry a non-empty list of roles. */
export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserInfo>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.roles) &&
    candidate.roles.length > 0
  );
}

/** The saved user info, when it is there and sound. */
export function readSavedUserInfo(storage: Pick<Storage, 'getItem'>): UserInfo | undefined {
  const raw = storage.getItem(USER_INFO_KEY);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isUserInfo(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The saved session; null when it is missing, partial or damaged. */
export function readSavedSession(storage: Pick<Storage, 'getItem'>): SignInAnswer | null {
  const token = storage.getItem(TOKEN_KEY);
  const userInfo = readSavedUserInfo(storage);
  return token && userInfo ? { token, userInfo } : null;
}
