// Step 9's tables: the ingest's rates, the home report's server time, each report's, and the home
// chart in Chromium, with issue 13's two goals. Figures, not failures: a missed goal does not fail
// the run; a failed call or page does.
import { formatTable, integer } from '../support/table';
import type { AnalyticsFigures } from './analytics-step';
import type { RateFigures } from './chain-ingest';
import { caseTitle, HOME_CALLS, type CaseTiming } from './report-timing';
import { yearGoalTable } from './year-goal';

/** Issue 13: at least 2,000 orders a second, sustained. */
export const INGEST_GOAL_PER_SECOND = 2000;
/** Issue 13: the home analytics call's server time at p99, at most 150 ms. */
export const HOME_GOAL_P99_MS = 150;
/** Issue 22: from the click on Sign in to home's key figures painted, at most 1 s (the median of the sign-ins). */
export const SIGN_IN_TO_FIGURES_GOAL_MS = 1000;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function rateRow(label: string, rate: RateFigures, extra = ''): string[] {
  return [
    label,
    integer(rate.orders),
    rate.seconds.toFixed(1),
    integer(rate.ordersPerSecond),
    integer(rate.lastQuarterPerSecond),
    extra,
  ];
}

function ingestTable(figures: AnalyticsFigures): string {
  const { ingest, chain } = figures;
  if (!ingest || !chain) return '';
  const whole = ingest.whole;
  const rows = [
    rateRow(`in process (ingestOrders, ${ingest.shopsAtOnce} shops at a time)`, ingest.inProcess),
    rateRow(
      'over the API (POST /pro-api/pos/orders, device keys)',
      ingest.http,
      `${integer(ingest.http.batches)} batches, p50 ${ms(ingest.http.batchP50Ms)}, p99 ${ms(ingest.http.batchP99Ms)}`,
    ),
    [
      'the whole load',
      integer(whole.orders),
      whole.seconds.toFixed(1),
      integer(whole.ordersPerSecond),
      '',
      `goal >= ${integer(INGEST_GOAL_PER_SECOND)}/s: ${verdict(whole.ordersPerSecond >= INGEST_GOAL_PER_SECOND)}`,
    ],
  ];
  if (chain.topUp)
    rows.push(rateRow(`this run's top-up to ${chain.to}, over the API`, chain.topUp, 'not the build'));
  const built = chain.topUp
    ? `The kept chain built ${chain.builtAt}: its ingest figures are that build's (BENCH_CHAIN=rebuild measures them again).`
    : `Built in this run${chain.builtBecause ? ` (${chain.builtBecause})` : ''}.`;
  return [
    formatTable(
      ['ingest, ten-shop year on PostgreSQL', 'orders', 'seconds', 'orders/s', 'last quarter/s', ''],
      rows,
    ),
    `${built} Database ${chain.database}: ${integer(chain.yearOrders)} orders from ${chain.from} to ${chain.to}.`,
  ].join('\n');
}

function timingRow(label: string, timing: CaseTiming, note = ''): string[] {
  return [
    label,
    integer(timing.calls),
    ms(timing.serverP50Ms),
    ms(timing.serverP99Ms),
    ms(timing.latencyP50Ms),
    ms(timing.latencyP99Ms),
    note,
  ];
}

const TIMING_HEADERS = ['calls', 'server p50', 'server p99', 'loopback p50', 'loopback p99', ''];

function homeTable(figures: AnalyticsFigures): string {
  const home = figures.home;
  if (!home) return '';
  const met = home.all.serverP99Ms <= HOME_GOAL_P99_MS;
  return formatTable(
    ['PUT /pro-api/report/home, as the chain owner', ...TIMING_HEADERS],
    [
      timingRow(`all ${HOME_CALLS} calls`, home.all, `goal p99 <= ${HOME_GOAL_P99_MS} ms: ${verdict(met)}`),
      ...home.cases.map((timing) => timingRow(caseTitle(timing), timing)),
    ],
  );
}

function reportsTable(figures: AnalyticsFigures): string {
  if (!figures.reports) return '';
  return formatTable(
    ['each report, as the chain owner', ...TIMING_HEADERS],
    figures.reports.map((timing) => timingRow(caseTitle(timing), timing)),
  );
}

function paintTable(figures: AnalyticsFigures): string {
  const paint = figures.homePaint;
  if (!paint) return '';
  if (paint.skipped ?? paint.error)
    return `Home chart in Chromium: ${paint.skipped ? 'skipped' : 'FAILED'}, ${paint.skipped ?? paint.error}`;
  const figuresIn = paint.signInToFiguresMs ?? [];
  const signIns = paint.signInToChartMs ?? [];
  const visits = paint.navigationToChartMs ?? [];
  const met = figuresIn.length > 0 && median(figuresIn) <= SIGN_IN_TO_FIGURES_GOAL_MS;
  return formatTable(
    ['home page in Chromium, as the chain owner', 'median', 'each'],
    [
      [
        `click on Sign in to home's key figures painted (goal <= ${SIGN_IN_TO_FIGURES_GOAL_MS} ms: ${verdict(met)})`,
        `${median(figuresIn)} ms`,
        figuresIn.join(', '),
      ],
      [`click on Sign in to the first chart's series painted`, `${median(signIns)} ms`, signIns.join(', ')],
      [`navigation from another screen to the same`, `${median(visits)} ms`, visits.join(', ')],
    ],
  );
}

/** Step 9's tables, one after another. */
export function analyticsTable(figures: AnalyticsFigures): string {
  if (figures.skipped) return `Analytics: skipped, ${figures.skipped}`;
  if (figures.error) return `Analytics: FAILED, ${figures.error}`;
  return [
    ingestTable(figures),
    homeTable(figures),
    reportsTable(figures),
    figures.yearReports ? yearGoalTable(figures.yearReports) : '',
    paintTable(figures),
    'Server time: the Server-Timing header (request read to answer serialized); loopback: this client.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function analyticsProblems(figures: AnalyticsFigures): string[] {
  if (figures.error) return [`analytics: ${figures.error}`];
  if (figures.homePaint?.error) return [`analytics: home chart in Chromium: ${figures.homePaint.error}`];
  return [];
}
