import { launchChromium } from '../support/browser';
import { signInInBrowser, type SignInRoute } from '../support/browser-sign-in';
import { withBrigadeOn } from '../support/brigade-server';
import { ensureClientBuild } from '../support/client-build';
import { pgliteEngine } from '../support/engines';
import { watchNetwork } from '../support/network-quiet';
import { recordScripts, type ScriptSet } from '../support/script-weight';

export interface ClientWeightResult {
  /** Why nothing was measured (no client build); the figures are absent then. */
  skipped?: string;
  /** Why measuring failed; the figures are absent then. */
  error?: string;
  build?: 'fresh' | 'built';
  /** JavaScript the browser loads to show /login. */
  login?: ScriptSet;
  /** JavaScript loaded in addition once signed in, up to the first screen of the shell. */
  shell?: ScriptSet;
  signedInVia?: SignInRoute;
  /** Where the client landed after signing in. */
  shellPath?: string;
}

/**
 * Opens /login in a fresh browser, weighs its scripts, signs in and weighs what the shell adds.
 * Exported apart from the build and server so it can weigh any running client.
 */
export async function weighClient(baseUrl: string): Promise<ClientWeightResult> {
  const { browser, close } = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const network = watchNetwork(page);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 30_000 });
    await network.untilQuiet();
    const login = await scripts.take();
    const signedInVia = await signInInBrowser(page, baseUrl);
    await network.untilQuiet();
    const shell = await scripts.take();
    const shellPath = new URL(page.url()).pathname;
    // Checked once the client settled: it may bounce a session it does not accept back to /login.
    if (shellPath.startsWith('/login'))
      throw new Error(`signed in through the ${signedInVia}, yet the client is back on /login`);
    return { login, shell, signedInVia, shellPath };
  } finally {
    await close();
  }
}

/**
 * Step 2: the gzip weight of the JavaScript for /login, and what the shell adds after sign-in; the
 * report holds both against their budgets (client-budget.ts).
 */
export async function runClientWeightStep(): Promise<ClientWeightResult> {
  const build = await ensureClientBuild();
  if (build.state === 'skipped') return { skipped: build.reason };
  try {
    const figures = await withBrigadeOn(await pgliteEngine(), (server) => weighClient(server.url));
    return { build: build.state, ...figures };
  } catch (error) {
    return { build: build.state, error: error instanceof Error ? error.message : String(error) };
  }
}
