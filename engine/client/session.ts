// Who is signed in (core spec §3 "Session", §4 "Sign-in"/"Sign-out"). The state survives a reload
// through localStorage keys prefixed `permission-`, as the spec's permission state does.
import { makeAutoObservable } from 'mobx';
import type { SignInAnswer, UserInfo } from '../protocol/user-info';
import type { Language } from './language';
import { SETUP_FLAG } from './navigation-guard';
import { readSavedSession, readSavedUserInfo, TOKEN_KEY, USER_INFO_KEY } from './saved-session';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The user's name in the UI language: name_en for English, the Chinese name otherwise. */
export function userDisplayName(
  userInfo: Pick<UserInfo, 'name' | 'name_en' | 'username'>,
  language: Language,
): string {
  const preferred = language === 'en' ? userInfo.name_en : userInfo.name;
  return preferred || userInfo.name || userInfo.name_en || userInfo.username;
}

/**
 * The label key of the user's role (core spec §1, for labels; access is the server's): his first
 * role name, as the application's server lists them, when the locales name it under `common:roles`.
 */
export function roleLabel(
  userInfo: Pick<UserInfo, 'roles'>,
  exists: (key: string) => boolean,
): string | undefined {
  const [role] = userInfo.roles;
  const key = `common:roles.${role}`;
  return role && exists(key) ? key : undefined;
}

export class Session {
  token: string | null = null;
  userInfo: UserInfo | null = null;
  /**
   * Why the server ended the last session (core spec §4), for the sign-in page to tell. Kept here
   * rather than in the navigation's state: whichever navigation reaches /login first (a guard's
   * redirect or the request layer's), the page finds it.
   */
  endedNotice: string | null = null;

  constructor(private readonly storage: SessionStorage) {
    makeAutoObservable<Session, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  get isLogin(): boolean {
    return this.token !== null && this.userInfo !== null;
  }

  /** Takes back the session saved by an earlier page; anything damaged or partial is dropped. */
  restore(): void {
    const saved = readSavedSession(this.storage);
    if (saved) {
      this.token = saved.token;
      this.userInfo = saved.userInfo;
    } else {
      this.signOut();
    }
  }

  /**
   * Whether the session saved in this browser is still this one. Another tab signing out, or in as
   * someone else, changes the storage but not this tab's memory (core spec §2.2).
   */
  matchesStorage(): boolean {
    const storedId = readSavedUserInfo(this.storage)?.id;
    return this.storage.getItem(TOKEN_KEY) === this.token && storedId === this.userInfo?.id;
  }

  signIn({ token, userInfo }: SignInAnswer): void {
    this.endedNotice = null;
    this.token = token;
    this.userInfo = userInfo;
    this.storage.setItem(TOKEN_KEY, token);
    this.keepUserInfo(userInfo);
  }

  /** Fresh user info from the server (GET /user/info) replaces the saved copy. */
  updateUserInfo(userInfo: UserInfo): void {
    this.userInfo = userInfo;
    this.keepUserInfo(userInfo);
  }

  /** The saved copy, and the setup flag as the server answered it (never set by the browser). */
  private keepUserInfo(userInfo: UserInfo): void {
    this.storage.setItem(USER_INFO_KEY, JSON.stringify(userInfo));
    this.storage.setItem(SETUP_FLAG, String(userInfo.dola_pass));
  }

  /** The sign-in page has shown the notice: it is not told again. */
  forgetEndedNotice(): void {
    this.endedNotice = null;
  }

  /** Forgets the session; `notice` says why when the server ended it. */
  signOut(notice?: string): void {
    this.endedNotice = notice ?? null;
    this.token = null;
    this.userInfo = null;
    this.storage.removeItem(TOKEN_KEY);
    this.storage.removeItem(USER_INFO_KEY);
    this.storage.removeItem(SETUP_FLAG);
  }
}
