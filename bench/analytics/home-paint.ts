// Home's key figures and its first chart drawn in Chromium over the ten-shop year, as the chain's
// owner: from the click on Sign in (a fresh browser context each time, so nothing is cached but the
// build; issue 22's goal: the key figures within 1 s), and
// from a load of /home/home while on another screen (the shell and its scripts cached by then). A
// visit ends at the frame after the first chart's series is in the page.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { signInInBrowser } from '../support/browser-sign-in';
import { untilFiguresPainted, watchFiguresPainted } from '../support/figures-painted';
import type { Account } from '../support/sign-in';

const HOME_PATH = '/home/home';
/** The sales report: another screen of the same shell, from which the home page is opened. */
const OTHER_PATH = '/business_analytics/sales_report';
const CHART_SERIES = 'svg .apexcharts-series';
const SIGN_INS = 3;
const NAVIGATIONS = 5;

export interface HomePaint {
  skipped?: string;
  error?: string;
  /** Milliseconds from the click on Sign in to home's key figures painted, per sign-in. */
  signInToFiguresMs?: number[];
  /** Milliseconds from the click on Sign in to the first chart's series painted, per sign-in. */
  signInToChartMs?: number[];
  /** Milliseconds from navigation start (on another screen) to the first chart's series painted. */
  navigationToChartMs?: number[];
}

/** performance.now() at the frame after the first chart's series appears. */
async function chartPainted(page: Page): Promise<number> {
  await page.locator(CHART_SERIES).first().waitFor({ state: 'attached', timeout: 60_000 });
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))),
  );
}

const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();

/** One sign-in on a fresh context: from the click on Sign in to home's key figures, and to its chart, drawn. */
async function signInToHome(
  browser: Browser,
  baseUrl: string,
  account: Account,
): Promise<{ figures: number; chart: number }> {
  const page = await newPage(browser);
  try {
    await watchFiguresPainted(page);
    await page.goto(`${baseUrl}/login`);
    // The click's moment, in the page's own clock (a single-page app keeps its document on sign-in).
    await page.evaluate(() =>
      document.addEventListener('click', () => Object.assign(window, { benchClickedAt: performance.now() }), {
        capture: true,
        once: true,
      }),
    );
    if ((await signInInBrowser(page, baseUrl, account)) !== 'form')
      throw new Error('the login form was not found');
    await page.waitForURL((url) => url.pathname === HOME_PATH, { waitUntil: 'commit', timeout: 30_000 });
    await untilFiguresPainted(page);
    const painted = await chartPainted(page);
    const [clicked, figures] = await page.evaluate(() => [
      (window as { benchClickedAt?: number }).benchClickedAt,
      window.benchFiguresPaintedAt,
    ]);
    if (clicked === undefined || figures === undefined) throw new Error('the click on Sign in was not seen');
    return { figures: Math.round(figures - clicked), chart: Math.round(painted - clicked) };
  } finally {
    await page.context().close();
  }
}

/** Signed in, on another screen, then /home/home loaded: navigation start to the chart drawn, per visit. */
async function navigationsToChart(browser: Browser, baseUrl: string, account: Account): Promise<number[]> {
  const page = await newPage(browser);
  try {
    await page.goto(`${baseUrl}/login`);
    await signInInBrowser(page, baseUrl, account);
    await chartPainted(page);
    const visits: number[] = [];
    for (let visit = 0; visit < NAVIGATIONS; visit += 1) {
      await page.goto(`${baseUrl}${OTHER_PATH}`, { waitUntil: 'load' });
      await page.goto(`${baseUrl}${HOME_PATH}`, { waitUntil: 'commit' });
      visits.push(Math.round(await chartPainted(page)));
    }
    return visits;
  } finally {
    await page.context().close();
  }
}

export async function measureHomePaint(baseUrl: string, account: Account): Promise<HomePaint> {
  const { browser, close } = await launchChromium();
  try {
    const signIns = [];
    for (let run = 0; run < SIGN_INS; run += 1) signIns.push(await signInToHome(browser, baseUrl, account));
    return {
      signInToFiguresMs: signIns.map((run) => run.figures),
      signInToChartMs: signIns.map((run) => run.chart),
      navigationToChartMs: await navigationsToChart(browser, baseUrl, account),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await close();
  }
}
