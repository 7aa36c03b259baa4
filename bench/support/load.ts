import autocannon from 'autocannon';
import { LatencySamples } from './latency';
import type { LoadSettings } from './settings';

/** One endpoint under load: where to send what, and how to tell a good answer from a bad one. */
export interface LoadTarget {
  title: string;
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A body of its own for each request (the nth): a read no cache can answer from an earlier one. */
  bodyOf?: (n: number) => string;
  /** Checked on every response body; a false counts as a failed request even with HTTP 2xx. */
  accepts: (body: string) => boolean;
}

export interface LoadFigures {
  title: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  /** Responses whose body `accepts` refused (for Brigade: a non-zero envelope status). */
  rejectedBodies: number;
  errors: number;
  timeouts: number;
  seconds: number;
  connections: number;
}

function fire(target: LoadTarget, seconds: number, connections: number): autocannon.Instance {
  const { bodyOf } = target;
  let sent = 0;
  return autocannon({
    url: target.url,
    title: target.title,
    method: target.method ?? 'GET',
    headers: {
      ...(target.body || bodyOf ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
    },
    ...(target.body ? { body: target.body } : {}),
    ...(bodyOf
      ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: bodyOf((sent += 1)) }) }] }
      : {}),
    connections,
    duration: seconds,
    verifyBody: target.accepts,
  });
}

/** Latency to the microsecond: finer is noise, coarser hides a hello-world's figures. */
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Runs a warm-up, then the measured load, and answers the figures the reports compare. */
export async function measure(target: LoadTarget, settings: LoadSettings): Promise<LoadFigures> {
  if (settings.warmupSeconds > 0) await fire(target, settings.warmupSeconds, settings.connections);
  const latency = new LatencySamples();
  const run = fire(target, settings.seconds, settings.connections);
  run.on('response', (_client, _status, _bytes, ms) => latency.record(ms));
  const result = await run;
  const [p50 = 0, p99 = 0] = latency.percentiles(50, 99);
  return {
    title: target.title,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: round(p50),
    latencyP99Ms: round(p99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    rejectedBodies: result.mismatches,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    connections: settings.connections,
  };
}

/** Every way the run went wrong, in words; empty when all requests succeeded. */
export function problemsOf(figures: LoadFigures): string[] {
  const problems: string[] = [];
  if (figures.requests === 0) problems.push('no request completed');
  if (figures.non2xx > 0) problems.push(`${figures.non2xx} non-2xx responses`);
  if (figures.rejectedBodies > 0) problems.push(`${figures.rejectedBodies} bodies with a failure status`);
  if (figures.errors > 0) problems.push(`${figures.errors} connection errors`);
  if (figures.timeouts > 0) problems.push(`${figures.timeouts} timeouts`);
  return problems;
}
