// Lighthouse's desktop performance score for /login (issue 4), run against the real server with the
// built client and Debian's Chromium (`CHROME_PATH`), as a browser on a desktop would load it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { withBrigadeOn } from '../support/brigade-server';
import { ensureClientBuild } from '../support/client-build';
import { pgliteEngine } from '../support/engines';

export interface LighthouseResult {
  skipped?: string;
  error?: string;
  /** 0 to 100, as Lighthouse reports it. */
  performance?: number;
  /** The metrics behind the score, in milliseconds (CLS unitless). */
  metrics?: Record<string, number>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

const execute = promisify(execFile);

interface LighthouseReport {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * Runs Lighthouse's own command line in a plain Node process: its page functions are sent to the
 * browser as source text, which the bench's TypeScript loader would rewrite into code that fails
 * there. The CLI launches CHROME_PATH itself and closes it when done.
 */
async function audit(url: string): Promise<LighthouseResult> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const { stdout } = await execute(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--preset=desktop',
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000]),
  );
  return { performance: Math.round(score * 100), metrics };
}

export async function runLighthouseStep(): Promise<LighthouseResult> {
  const build = await ensureClientBuild();
  if (build.state === 'skipped') return { skipped: build.reason };
  try {
    return await withBrigadeOn(await pgliteEngine(), (server) => audit(`${server.url}/login`));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
