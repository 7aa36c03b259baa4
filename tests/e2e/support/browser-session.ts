// The frame every end-to-end file shares: one server and one Chromium per file, and a fresh browser
// profile per test (signed in as `username` when one is given) unless the file asks for one
// signed-in profile per user instead (`signedInPage`). The object is filled in by the hooks, so
// tests read it inside their bodies.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerConfig } from '../../../server/config';
import { launchChromium, openContext } from './browser';
import { openHome, signIn } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

export interface BrowserSession {
  server: TestServer;
  browser: Browser;
  /** The test's fresh profile (none when `freshPerTest` is false). */
  context: BrowserContext;
  page: Page;
  /**
   * `username`'s page, signed in once for the file and opened afresh at the home page on each call
   * (and made `page`): for a file of many like tests (every screen of a module), where a fresh
   * profile's sign-in and the client's cold start in a new renderer cost more than the test's own
   * steps. Each test still starts from a page load.
   */
  signedInPage(username: string): Promise<Page>;
}

export interface BrowserSessionOptions {
  /** Signed in before each test as this demo user; none leaves the page blank. */
  username?: string;
  /** false: no fresh profile per test, for a file whose tests all use `signedInPage`. */
  freshPerTest?: boolean;
  server?: Partial<ServerConfig>;
  /** The browser's language (default en-US): the app picks its own from it. */
  locale?: string;
  /** The browser's time zone (default the machine's): a screen's "today" is the browser's. */
  timezoneId?: string;
  /** Run after the server stops (a temporary folder to remove). */
  cleanUp?: () => void;
}

export function setUpBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const signedIn = new Map<string, Page>();
  const session = {
    async signedInPage(username: string): Promise<Page> {
      let page = signedIn.get(username);
      if (page) await openHome(page);
      else {
        const context = await openContext(
          session.browser,
          session.server.url,
          options.locale,
          options.timezoneId,
        );
        page = await context.newPage();
        await signIn(page, username);
        signedIn.set(username, page);
      }
      session.page = page;
      return page;
    },
  } as BrowserSession;
  jest.setTimeout(120_000);

  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([
      startTestServer(options.server),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
    options.cleanUp?.();
  });

  if (options.freshPerTest === false) return session;

  beforeEach(async () => {
    session.context = await openContext(
      session.browser,
      session.server.url,
      options.locale,
      options.timezoneId,
    );
    session.page = await session.context.newPage();
    if (options.username) await signIn(session.page, options.username);
  });

  afterEach(async () => {
    await session.context?.close();
  });

  return session;
}
