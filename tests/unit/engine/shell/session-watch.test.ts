import type { DataRouter } from 'react-router';
import { Session } from '../../../../engine/client/session';
import { watchStoredSession } from '../../../../engine/shell/session-watch';
import { userInfo } from '../../../support/resources';

const stops: (() => void)[] = [];

// A tab that shows `pathname`; what it navigates to is recorded.
function tab(pathname: string) {
  const navigate = jest.fn().mockResolvedValue(undefined);
  const router = { state: { location: { pathname, search: '' } }, navigate } as unknown as DataRouter;
  const session = new Session(localStorage);
  session.signIn({ token: 'mine', userInfo: userInfo({ id: 7 }) });
  stops.push(watchStoredSession(session, router));
  const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));
  return { session, navigate, becomeVisible };
}

describe('coming back to a tab (core spec §2.2)', () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    localStorage.clear();
  });

  it('stays put while the stored user is the session’s', () => {
    const watched = tab('/merchant_management/merchant_list');
    watched.becomeVisible();
    expect(watched.navigate).not.toHaveBeenCalled();
    expect(watched.session.isLogin).toBe(true);
  });

  it('goes to /login when another tab signed out', () => {
    const watched = tab('/merchant_management/merchant_list');
    localStorage.clear();
    watched.becomeVisible();
    expect(watched.session.isLogin).toBe(false);
    expect(watched.navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/merchant_management/merchant_list')}`,
      { replace: true },
    );
  });

  it('takes the other user another tab signed in, by way of /login', () => {
    const watched = tab('/home/home');
    new Session(localStorage).signIn({ token: 'theirs', userInfo: userInfo({ id: 9 }) });
    watched.becomeVisible();
    expect(watched.session.userInfo?.id).toBe(9);
    expect(watched.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), { replace: true });
  });

  it('does not leave a public page', () => {
    const watched = tab('/setupwizard');
    localStorage.clear();
    watched.becomeVisible();
    expect(watched.navigate).not.toHaveBeenCalled();
  });
});
