// The declared reports' server time over the ten-shop year, as the chain's owner: calls one after
// another on loopback, each timed twice, by the server's own Server-Timing header (from the request
// read to the answer serialized) and by this client (from the request sent to the answer read).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CompareWindow } from '../../engine/protocol';
import { ROOT_DIR } from '../../server/config';
import { addDays } from '../../protocol/zoned-time';
import { parseEnvelope } from '../support/envelope';
import { LatencySamples } from '../support/latency';

export interface ReportCase {
  report: string;
  days: number;
  compare?: CompareWindow;
}

export interface CaseTiming extends ReportCase {
  calls: number;
  serverP50Ms: number;
  serverP99Ms: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

/** The home page's own question first (its last seven days against the week before), then a spread. */
export const HOME_CASES: readonly ReportCase[] = [
  { report: 'home', days: 7, compare: 'lastWeek' },
  { report: 'home', days: 7, compare: 'fourWeeksAgo' },
  { report: 'home', days: 30, compare: 'last30Days' },
  { report: 'home', days: 30, compare: 'sixMonthsAgo' },
  { report: 'home', days: 365, compare: 'lastWeek' },
  { report: 'home', days: 365 },
];
/** Home calls in all, spread evenly over its cases and taken in turn, one after another. */
export const HOME_CALLS = 300;
/** A report's calls per range, unless the time below runs out first. */
const REPORT_CALLS = 20;
const REPORT_CASE_MS = 20_000;
const REPORT_MIN_CALLS = 5;
/** A month and the year, as each report is read over them. */
export const REPORT_DAYS = [30, 365] as const;

/** Every report file but home's, by name. */
export function reportNames(): string[] {
  return readdirSync(join(ROOT_DIR, 'schemas', 'analytics'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((name) => name !== 'home')
    .sort();
}

export const caseTitle = ({ report, days, compare }: ReportCase) =>
  `${report}, ${days} days${compare ? ` vs ${compare}` : ''}`;

/** The `app;dur=` of a Server-Timing header, in milliseconds. */
function serverDuration(header: string | null): number {
  const match = header && /(?:^|,)\s*app;dur=([0-9.]+)/.exec(header);
  if (!match?.[1]) throw new Error(`the answer carries no Server-Timing app duration (${header})`);
  return Number(match[1]);
}

class CaseSamples {
  readonly server = new LatencySamples();
  readonly latency = new LatencySamples();

  record(times: { server: number; latency: number }): void {
    this.server.record(times.server);
    this.latency.record(times.latency);
  }

  timing(reportCase: ReportCase): CaseTiming {
    const [serverP50Ms = 0, serverP99Ms = 0] = this.server.percentiles(50, 99);
    const [latencyP50Ms = 0, latencyP99Ms = 0] = this.latency.percentiles(50, 99);
    return { ...reportCase, calls: this.server.size, serverP50Ms, serverP99Ms, latencyP50Ms, latencyP99Ms };
  }
}

/** Asks a report case once, over the days ending `today`; answers the server's time and the client's. */
async function ask(baseUrl: string, token: string, today: string, reportCase: ReportCase) {
  const body = {
    from: addDays(today, 1 - reportCase.days),
    to: today,
    ...(reportCase.compare ? { compare: reportCase.compare } : {}),
    envLang: 'zh',
  };
  const started = performance.now();
  const response = await fetch(`${baseUrl}/pro-api/report/${reportCase.report}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const latency = performance.now() - started;
  const envelope = parseEnvelope(text);
  if (envelope?.status !== 0)
    throw new Error(`${caseTitle(reportCase)}: ${envelope?.msgEn ?? `HTTP ${response.status}`}`);
  return { server: serverDuration(response.headers.get('server-timing')), latency };
}

export interface HomeTimings {
  /** Every home call together: the figure the goal is about. */
  all: CaseTiming;
  cases: CaseTiming[];
}

/** HOME_CALLS home calls, its cases in turn, after one unrecorded call of each. */
export async function timeHome(baseUrl: string, token: string, today: string): Promise<HomeTimings> {
  const all = new CaseSamples();
  const each = HOME_CASES.map(() => new CaseSamples());
  for (const homeCase of HOME_CASES) await ask(baseUrl, token, today, homeCase);
  for (let call = 0; call < HOME_CALLS; call += 1) {
    const index = call % HOME_CASES.length;
    const times = await ask(baseUrl, token, today, HOME_CASES[index] as ReportCase);
    each[index]?.record(times);
    all.record(times);
  }
  return {
    all: all.timing({ report: 'home', days: 0 }),
    cases: HOME_CASES.map((homeCase, index) => (each[index] as CaseSamples).timing(homeCase)),
  };
}

/** Each report (every one unless `names`) over a month and over the year: REPORT_CALLS calls, fewer if one case runs long. */
export async function timeReports(
  baseUrl: string,
  token: string,
  today: string,
  names: readonly string[] = reportNames(),
): Promise<CaseTiming[]> {
  const timings: CaseTiming[] = [];
  for (const report of names) {
    for (const days of REPORT_DAYS) {
      const reportCase = { report, days };
      const samples = new CaseSamples();
      await ask(baseUrl, token, today, reportCase);
      const started = performance.now();
      for (let call = 0; call < REPORT_CALLS; call += 1) {
        if (call >= REPORT_MIN_CALLS && performance.now() - started > REPORT_CASE_MS) break;
        samples.record(await ask(baseUrl, token, today, reportCase));
      }
      timings.push(samples.timing(reportCase));
    }
  }
  return timings;
}
