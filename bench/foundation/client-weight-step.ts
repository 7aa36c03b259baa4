import { launchChromium } from '../support/browser';
import { signInInBrowser, type SignInRoute } from '../support/browser-sign-in';
import { withBrigadeOn } from '../support/brigade-server';
import { ensureClientBuild } from '../support/client-build';
import { pgliteEngine } from '../support/engines';
import { watchNetwork } from '../support/network-quiet';
import { requestedBeforeFigures, untilFiguresPainted, watchFiguresPainted } from '../support/figures-painted';
import { bothSets, recordScripts, scriptsWhere, type ScriptSet } from '../support/script-weight';

export interface ClientWeightResult {
  /** Why nothing was measured (no client build); the figures are absent then. */
  skipped?: string;
  /** Why measuring failed; the figures are absent then. */
  error?: string;
  build?: 'fresh' | 'built';
  /** JavaScript the browser loads to show /login. */
  login?: ScriptSet;
  /** JavaScript loaded in addition once signed in, until the network is quiet on the first screen. */
  shell?: ScriptSet;
  /**
   * Every script requested from an empty cache until home's key figures are painted: /login's, and
   * those of `shell` asked for before the frame that paints the figures (issue 22).
   */
  toFigures?: ScriptSet;
  signedInVia?: SignInRoute;
  /** Where the client landed after signing in. */
  shellPath?: string;
}

/**
 * Opens /login in a fresh browser, weighs its scripts, signs in and weighs what the shell adds: what
 * was requested before home's key figures were painted, and all of it once the network is quiet.
 * Exported apart from the build and server so it can weigh any running client.
 */
export async function weighClient(baseUrl: string): Promise<ClientWeightResult> {
  const { browser, close } = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const network = watchNetwork(page);
    const scripts = recordScripts(page);
    await watchFiguresPainted(page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 30_000 });
    await network.untilQuiet();
    const login = await scripts.take();
    const signedInVia = await signInInBrowser(page, baseUrl);
    await untilFiguresPainted(page);
    await network.untilQuiet();
    const shell = await scripts.take();
    const shellPath = new URL(page.url()).pathname;
    // Checked once the client settled: it may bounce a session it does not accept back to /login.
    if (shellPath.startsWith('/login'))
      throw new Error(`signed in through the ${signedInVia}, yet the client is back on /login`);
    // Asked once the network is quiet: a file's timing entry is written when it has loaded.
    const early = await requestedBeforeFigures(page);
    const toFigures = bothSets(
      login,
      scriptsWhere(shell, (file) => early.has(file.path)),
    );
    return { login, shell, toFigures, signedInVia, shellPath };
  } finally {
    await close();
  }
}

/**
 * Step 2: the gzip weight of the JavaScript for /login, up to home's key figures after sign-in, and
 * the shell's in all; the report holds them against their budgets (client-budget.ts).
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
