// The frame every end-to-end file shares: one server and one Chromium per file, a fresh browser
// profile per test (signed in as `username` when one is given). The object is filled in by the
// hooks, so tests read it inside their bodies.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerConfig } from '../../../server/config';
import { launchChromium, openContext } from './browser';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

export interface BrowserSession {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export interface BrowserSessionOptions {
  /** Signed in before each test as this demo user; none leaves the page blank. */
  username?: string;
  server?: Partial<ServerConfig>;
  /** The browser's language (default en-US): the app picks its own from it. */
  locale?: string;
  /** Run after the server stops (a temporary folder to remove). */
  cleanUp?: () => void;
}

export function setUpBrowserSession(options: BrowserSessionOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
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

  beforeEach(async () => {
    session.context = await openContext(session.browser, session.server.url, options.locale);
    session.page = await session.context.newPage();
    if (options.username) await signIn(session.page, options.username);
  });

  afterEach(async () => {
    await session.context?.close();
  });

  return session;
}
