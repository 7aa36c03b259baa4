/** @jest-environment node */
// Node's own Request and Response, which the router's loaders and redirects use.
import type { i18n } from 'i18next';
import { matchRoutes } from 'react-router';
import { Navigation } from '../../../../engine/client/navigation';
import {
  guardDecision,
  isPublicPath,
  isSetupPending,
  PUBLIC_PATHS,
  SETUP_FLAG,
} from '../../../../engine/client/navigation-guard';
import { Session } from '../../../../engine/client/session';
import type { NavigationAnswer } from '../../../../engine/schema/navigation-answer';
import { requireSignIn } from '../../../../engine/shell/route-guards';
import { SHELL_ROUTE_ID } from '../../../../engine/shell/schema-routes';
import { createRoutes } from '../../../../pages/routes';
import { userInfo } from '../../../support/resources';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

const answer: NavigationAnswer = { sections: [], routes: [] };

async function runGuard(options: { signedIn: boolean; flags?: Record<string, string>; url?: string }) {
  const session = new Session(memoryStorage());
  if (options.signedIn) session.signIn({ token: 't', userInfo: userInfo() });
  const fetchNavigation = jest.fn().mockResolvedValue(answer);
  const navigation = new Navigation(
    { navigation: fetchNavigation, region: async () => 'hk' },
    () => session.userInfo,
  );
  const loader = requireSignIn({ session, navigation, storage: memoryStorage(options.flags) });
  const url = new URL(`http://brigade.test${options.url ?? '/merchant_management/merchant_list?page=2'}`);
  const result: unknown = await loader({
    request: new Request(url),
    url,
    pattern: '',
    params: {},
    context: undefined,
  });
  return { result: result as Response | null, fetchNavigation };
}

describe('the guard’s rules (core spec §2.2)', () => {
  it('sends the signed-out to sign-in, a pending setup to the wizard, anyone else on', () => {
    expect(guardDecision({ signedIn: false, setupPending: true })).toBe('signIn');
    expect(guardDecision({ signedIn: true, setupPending: true })).toBe('setup');
    expect(guardDecision({ signedIn: true, setupPending: false })).toBe('continue');
  });

  it('counts only the string false in dola_pass as a pending setup', () => {
    expect(isSetupPending(memoryStorage({ [SETUP_FLAG]: 'false' }))).toBe(true);
    expect(isSetupPending(memoryStorage({ [SETUP_FLAG]: 'true' }))).toBe(false);
    expect(isSetupPending(memoryStorage())).toBe(false);
  });

  it('knows the public addresses of core spec §2.1, /redirect/… among them', () => {
    expect(PUBLIC_PATHS).toEqual(expect.arrayContaining(['/login', '/404', '/401', '/setupwizard', '/zcsj']));
    expect(isPublicPath('/redirect/merchant_management/merchant_list')).toBe(true);
    expect(isPublicPath('/home/home')).toBe(false);
    expect(isPublicPath('/login/extra')).toBe(false);
  });
});

describe('the signed-in area’s loader', () => {
  it('sends a signed-out visitor to /login, remembering the wanted path', async () => {
    const { result, fetchNavigation } = await runGuard({ signedIn: false });
    expect(result?.status).toBe(302);
    expect(result?.headers.get('Location')).toBe(
      `/login?redirect=${encodeURIComponent('/merchant_management/merchant_list?page=2')}`,
    );
    expect(fetchNavigation).not.toHaveBeenCalled();
  });

  it('sends a user whose setup is pending to the setup wizard', async () => {
    const { result } = await runGuard({ signedIn: true, flags: { dola_pass: 'false' } });
    expect(result?.headers.get('Location')).toBe('/setupwizard');
  });

  it('builds the navigation before the screen opens', async () => {
    const { result, fetchNavigation } = await runGuard({ signedIn: true });
    expect(result).toBeNull();
    expect(fetchNavigation).toHaveBeenCalledTimes(1);
  });
});

describe('the route table', () => {
  const session = new Session(memoryStorage());
  const navigation = new Navigation(
    { navigation: jest.fn(), region: async () => 'hk' },
    () => session.userInfo,
  );
  // The guard reads the browser's storage, which this environment has not; the texts load only when
  // a page opens, which matching does not do.
  Object.assign(globalThis, { localStorage: memoryStorage() });
  const routes = createRoutes(session, {} as i18n, navigation);
  const guarded = (path: string) =>
    (matchRoutes(routes, path) ?? []).some((match) => match.route.id === SHELL_ROUTE_ID);

  it('gives every public address of core spec §2.1 a page of its own, outside the signed-in area', () => {
    for (const path of PUBLIC_PATHS) expect([path, guarded(path)]).toEqual([path, false]);
    expect(guarded('/merchant_management/merchant_list')).toBe(true);
  });
});
