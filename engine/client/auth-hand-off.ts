// /auth-redirect (core spec §2.1): the end of a sign-in made elsewhere (another tab or window, or a
// page that signed in and sends the user on). It goes to `?redirect=` once the session is known to
// the server, or to sign-in keeping the target. The target is a path of this site only
// (login-redirect.ts), so the page cannot be used to send a user to another origin.
import type { UserInfo } from '../protocol/user-info';
import { loginPath } from './login-redirect';
import type { Session } from './session';

/** Where the hand-off leads, or why the session could not be checked (the request layer's words). */
export type HandOff = { go: string } | { failed: string };

export async function completeHandOff(
  session: Pick<Session, 'isLogin' | 'matchesStorage' | 'restore' | 'updateUserInfo'>,
  target: string,
  /** GET /user/info: the server's own word on the session. */
  confirm: () => Promise<UserInfo>,
): Promise<HandOff> {
  // A sign-in made in another tab or window is in the shared storage, not yet in this tab's memory.
  if (!session.matchesStorage()) session.restore();
  if (!session.isLogin) return { go: loginPath(target) };
  try {
    session.updateUserInfo(await confirm());
    return { go: target };
  } catch (error) {
    // An ended session (status 4) has been signed out by the request layer: sign in again, then on.
    if (!session.isLogin) return { go: loginPath(target) };
    return { failed: error instanceof Error ? error.message : '' };
  }
}
