import { problemsOf, type LoadFigures } from '../support/load';
import { formatTable, integer, kilobytes, ratio } from '../support/table';
import { budgetProblems, FIGURES_BUDGET_BYTES, LOGIN_BUDGET_BYTES, shellInAll } from './client-budget';
import type { ClientWeightResult } from './client-weight-step';
import type { HttpStepResult } from './http-step';
import type { ScriptFile } from '../support/script-weight';

const LOAD_HEADERS = [
  'endpoint',
  'req/s',
  'vs hello',
  'p50 ms',
  'vs hello',
  'p99 ms',
  'vs hello',
  'requests',
  'problems',
];

function loadRow(label: string, figures: LoadFigures, hello: LoadFigures): string[] {
  return [
    label,
    integer(figures.requestsPerSecond),
    ratio(figures.requestsPerSecond, hello.requestsPerSecond),
    figures.latencyP50Ms.toFixed(2),
    ratio(figures.latencyP50Ms, hello.latencyP50Ms),
    figures.latencyP99Ms.toFixed(2),
    ratio(figures.latencyP99Ms, hello.latencyP99Ms),
    integer(figures.requests),
    problemsOf(figures).join('; ') || 'none',
  ];
}

/** The load table: every Brigade figure beside the hello-world's, as a ratio of it. */
export function httpTable({ helloWorld, engines }: HttpStepResult): string {
  const rows = [loadRow(helloWorld.title, helloWorld, helloWorld)];
  for (const engine of engines) {
    if (engine.config)
      rows.push(loadRow(`${engine.engine}: ${engine.config.title}`, engine.config, helloWorld));
    if (engine.login) rows.push(loadRow(`${engine.engine}: ${engine.login.title}`, engine.login, helloWorld));
  }
  const notes = engines
    .filter((engine) => engine.skipped ?? engine.error)
    .map(
      (engine) =>
        `${engine.engine}: ${engine.skipped ? 'skipped' : 'FAILED'}, ${engine.skipped ?? engine.error}`,
    );
  return [formatTable(LOAD_HEADERS, rows), ...notes].join('\n');
}

export function clientTable(client: ClientWeightResult): string {
  if (client.skipped) return `Client JavaScript: skipped, ${client.skipped}`;
  if (client.error || !client.login || !client.shell || !client.toFigures)
    return `Client JavaScript: FAILED, ${client.error ?? 'no figures'}`;
  const { login, shell, toFigures } = client;
  const row = (label: string, files: number, bytes: number, gzipBytes: number, budget?: number) => [
    label,
    String(files),
    kilobytes(bytes),
    kilobytes(gzipBytes),
    budget === undefined ? '' : kilobytes(budget),
  ];
  const early = toFigures.files.length - login.files.length;
  return [
    formatTable(
      ['JavaScript loaded', 'files', 'raw', 'gzip -9', 'budget'],
      [
        row('to show /login', login.files.length, login.bytes, login.gzipBytes, LOGIN_BUDGET_BYTES),
        row(
          `added by signing in, to home's key figures (${client.shellPath})`,
          early,
          toFigures.bytes - login.bytes,
          toFigures.gzipBytes - login.gzipBytes,
        ),
        row(
          "to home's key figures, /login's included",
          toFigures.files.length,
          toFigures.bytes,
          toFigures.gzipBytes,
          FIGURES_BUDGET_BYTES,
        ),
        row(
          "added after home's key figures",
          shell.files.length - early,
          login.bytes + shell.bytes - toFigures.bytes,
          shellInAll({ login, shell }) - toFigures.gzipBytes,
        ),
        row(
          'the shell after sign-in, in all',
          login.files.length + shell.files.length,
          login.bytes + shell.bytes,
          shellInAll({ login, shell }),
        ),
      ],
    ),
    `Signed in through ${client.signedInVia === 'form' ? 'the login form' : 'the API (the login form was not found)'}; "in all" once the network is quiet.`,
  ].join('\n');
}

/**
 * Each file the client step weighed, heaviest first within each stage (for `npm run bench:client --
 * --files`), so a reader sees what to split when a budget fails.
 */
export function clientFiles(client: ClientWeightResult): string {
  if (!client.login || !client.shell || !client.toFigures) return '';
  const early = new Set(client.toFigures.files.map((file) => file.path));
  const stages: [string, ScriptFile[]][] = [
    ['/login', client.login.files],
    ["signing in, to home's key figures", client.shell.files.filter((file) => early.has(file.path))],
    ["after home's key figures", client.shell.files.filter((file) => !early.has(file.path))],
  ];
  const rows = stages.flatMap(([stage, files]) =>
    [...files]
      .sort((one, other) => other.gzipBytes - one.gzipBytes)
      .map((file) => [file.path, stage, kilobytes(file.bytes), kilobytes(file.gzipBytes)]),
  );
  return formatTable(['file', 'loaded by', 'raw', 'gzip -9'], rows);
}

/** Every load run with a label that names its engine, for the problem list. */
function labelledLoads(http: HttpStepResult): [string, LoadFigures][] {
  return [
    [http.helloWorld.title, http.helloWorld],
    ...http.engines.flatMap((engine) =>
      [engine.config, engine.login]
        .filter((figures): figures is LoadFigures => figures !== undefined)
        .map((figures): [string, LoadFigures] => [`${engine.engine}: ${figures.title}`, figures]),
    ),
  ];
}

/** What went wrong in the client weight step: a failure, or a budget exceeded. */
export function clientProblems(client: ClientWeightResult): string[] {
  return [
    ...(client.error ? [`client JavaScript: ${client.error}`] : []),
    ...(client.login && client.shell && client.toFigures
      ? budgetProblems({ login: client.login, shell: client.shell, toFigures: client.toFigures })
      : []),
  ];
}

/** Everything that went wrong in the run, in words; the run fails when this is not empty. */
/** The HTTP step's failed requests and engines. */
export function httpProblems(http: HttpStepResult): string[] {
  return [
    ...labelledLoads(http).flatMap(([label, figures]) =>
      problemsOf(figures).map((problem) => `${label}: ${problem}`),
    ),
    ...http.engines.filter((engine) => engine.error).map((engine) => `${engine.engine}: ${engine.error}`),
  ];
}

export function problemsOfRun(http: HttpStepResult, client: ClientWeightResult): string[] {
  return [...httpProblems(http), ...clientProblems(client)];
}
