// The public account calls (docs/api.md "Public account calls"). Every page shows failures itself
// (field errors under their fields, the rest in a message bar), so no call raises a global notice.
import { api } from '../../../engine/client';
import type { Invitation, Registered } from '../../../protocol/account-mail';

/** The two secrets a mailed link resets: the sign-in password and the six-digit manager key. */
export type SecretKind = 'password' | 'managerKey';

const QUIET = { notify: false } as const;

const SECRET_PATHS: Record<SecretKind, string> = {
  password: 'password',
  managerKey: 'secondary/password',
};

export async function sendRegistrationCode(email: string): Promise<number> {
  const answer = await api.post<{ resendAfterSeconds: number }>('/register/code', { email }, QUIET);
  return answer.data.resendAfterSeconds;
}

export async function register(form: Record<string, unknown>): Promise<Registered> {
  return (await api.post<Registered>('/register', form, QUIET)).data;
}

/** An address is sent as `email`, anything else as `username`. */
export async function askResetLink(kind: SecretKind, emailOrUsername: string): Promise<void> {
  const value = emailOrUsername.trim();
  await api.put<null>(
    `/forgot/${SECRET_PATHS[kind]}`,
    value.includes('@') ? { email: value } : { username: value },
    QUIET,
  );
}

/** The username a live link resets; rejects with "the link has expired" otherwise. */
export async function confirmResetLink(kind: SecretKind, code: string): Promise<string> {
  const path = `/confirm/forgot/${SECRET_PATHS[kind]}/${encodeURIComponent(code)}`;
  return (await api.get<{ username: string }>(path, undefined, QUIET)).data.username;
}

export async function resetSecret(kind: SecretKind, code: string, newPassword: string): Promise<void> {
  await api.put<null>(`/reset/${SECRET_PATHS[kind]}`, { code, newPassword }, QUIET);
}

export async function readInvitation(code: string): Promise<Invitation> {
  return (await api.get<Invitation>(`/invite/manager/${encodeURIComponent(code)}`, undefined, QUIET)).data;
}

export interface Acceptance {
  username: string;
  password: string;
  secondaryPassword: string;
}

export async function acceptInvitation(code: string, acceptance: Acceptance): Promise<string> {
  const answer = await api.put<{ username: string }>(
    '/invite/manager/accept',
    { code, ...acceptance },
    QUIET,
  );
  return answer.data.username;
}
