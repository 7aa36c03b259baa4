// Core spec §2.1: /401 and /auth-redirect are pages of their own that need no sign-in. /401 says "no
// permission" with the way on that fits the reader; /auth-redirect completes a sign-in handed over
// from elsewhere: on to its target once the server knows the session, or to sign-in keeping it, and
// never to another origin.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureHttp } from '../../../../engine/client/http-bindings';
import { currentLanguage } from '../../../../engine/client/i18n';
import { Session } from '../../../../engine/client/session';
import { SessionContext } from '../../../../engine/client/session-context';
import { AuthRedirectRoute } from '../../../../engine/shell/auth-redirect-route';
import { UnauthorizedRoute } from '../../../../engine/shell/unauthorized-route';
import { userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';
import { standInServer, type StandInServer } from '../../support/stand-in-server';
import { axeViolations } from '../../support/axe-violations';

const TARGET = '/merchant_management/merchant_list?page=2';

async function texts(): Promise<i18n> {
  const i18n = await testI18n('en', ['common', 'http', 'fields', 'validation', 'engine', 'shell']);
  configureHttp({ language: () => currentLanguage(i18n), t: (key, params) => i18n.t(key, params) });
  return i18n;
}

function signedIn(): Session {
  localStorage.clear();
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: userInfo() });
  return session;
}

function signedOut(): Session {
  localStorage.clear();
  const session = new Session(localStorage);
  session.signOut();
  return session;
}

/** Where the page led, as the screen at that address shows it. */
function Landed({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${what} at ${pathname}${search}`}</p>;
}

function show(i18n: i18n, session: Session, entry: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/401" element={<UnauthorizedRoute />} />
              <Route path="/auth-redirect" element={<AuthRedirectRoute />} />
              <Route path="/login" element={<Landed what="sign-in page" />} />
              <Route path="*" element={<Landed what="wanted screen" />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

async function expectNoViolations() {
  expect(await axeViolations()).toEqual([]);
}

const WANTED = encodeURIComponent(TARGET);

describe('/401', () => {
  it('says there is no permission, and leads the signed-out to sign-in with the wanted path', async () => {
    const i18n = await texts();
    show(i18n, signedOut(), `/401?redirect=${WANTED}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByText(/Please contact the administrator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${WANTED}`,
    );
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
    expect(document.title).toBe('No permission - Brigade');
    await expectNoViolations();
  }, 20_000);

  it('leads a signed-in user back home, in his language', async () => {
    const i18n = await testI18n('zh-TW', ['common', 'http', 'fields', 'validation', 'engine', 'shell']);
    show(i18n, signedIn(), '/401');
    expect(await screen.findByRole('heading', { level: 1, name: '沒有權限' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
  });
});

describe('/auth-redirect', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('sends the signed-out on to sign-in, keeping the target, without asking the server', async () => {
    const i18n = await texts();
    server = standInServer({});
    show(i18n, signedOut(), `/auth-redirect?redirect=${WANTED}`);
    expect(await screen.findByText(`sign-in page at /login?redirect=${WANTED}`)).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('goes to the target once the server confirms the session, keeping his fresh user info', async () => {
    const i18n = await texts();
    const session = signedIn();
    server = standInServer({ 'GET /user/info': () => ({ data: userInfo({ name: 'Renamed' }) }) });
    show(i18n, session, `/auth-redirect?redirect=${WANTED}`);
    expect(await screen.findByText(`wanted screen at ${TARGET}`)).toBeInTheDocument();
    expect(session.userInfo?.name).toBe('Renamed');
    expect(server.callsTo('GET /user/info')).toHaveLength(1);
  });

  it('takes up a sign-in made in another tab', async () => {
    const i18n = await texts();
    const session = signedOut();
    // Another tab signs in: the shared storage holds a session this tab has not seen.
    new Session(localStorage).signIn({ token: 'other-tab', userInfo: userInfo() });
    server = standInServer({ 'GET /user/info': () => ({ data: userInfo() }) });
    show(i18n, session, `/auth-redirect?redirect=${WANTED}`);
    expect(await screen.findByText(`wanted screen at ${TARGET}`)).toBeInTheDocument();
    expect(session.token).toBe('other-tab');
  });

  it('never leaves the site: a target on another origin leads to the root', async () => {
    const i18n = await texts();
    server = standInServer({ 'GET /user/info': () => ({ data: userInfo() }) });
    show(i18n, signedIn(), '/auth-redirect?redirect=%2F%2Fevil.example%2Fphish');
    expect(await screen.findByText('wanted screen at /')).toBeInTheDocument();
  });

  it('says when the session cannot be checked, and tries again when asked', async () => {
    const i18n = await texts();
    // No route answers: the stand-in refuses the first call (status 2).
    server = standInServer({});
    show(i18n, signedIn(), `/auth-redirect?redirect=${WANTED}`);
    expect(await screen.findByText('Your session could not be checked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${WANTED}`,
    );
    await expectNoViolations();
    server.close();
    server = standInServer({ 'GET /user/info': () => ({ data: userInfo() }) });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(`wanted screen at ${TARGET}`)).toBeInTheDocument();
  }, 20_000);
});
