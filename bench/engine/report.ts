import { problemsOf } from '../support/load';
import { formatTable, integer } from '../support/table';
import type { QueryFigures } from './query-step';
import { SCREEN_NOTES, type ScreenFigures } from './screens-step';

/** The resource query table, and the problems that make the run invalid. */
export function queryTable(engines: QueryFigures[]): string {
  const rows = engines.flatMap((engine) =>
    (engine.queries ?? []).map((figures) => [
      `${engine.engine}: ${figures.title}`,
      integer(figures.requestsPerSecond),
      figures.latencyP50Ms.toFixed(2),
      figures.latencyP99Ms.toFixed(2),
      integer(figures.requests),
      problemsOf(figures).join('; ') || 'none',
    ]),
  );
  const notes = engines
    .filter((engine) => engine.skipped || engine.error)
    .map(
      (engine) =>
        `${engine.engine}: ${engine.skipped ? `skipped, ${engine.skipped}` : `FAILED, ${engine.error}`}`,
    );
  return [formatTable(['query', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'problems'], rows), ...notes].join(
    '\n',
  );
}

export function queryProblems(engines: QueryFigures[]): string[] {
  return engines.flatMap((engine) => [
    ...(engine.error ? [`${engine.engine}: ${engine.error}`] : []),
    ...(engine.queries ?? []).flatMap((figures) =>
      problemsOf(figures).map((problem) => `${engine.engine}: ${figures.title}: ${problem}`),
    ),
  ]);
}

/** The rows of a list's paint times: the first (cold) visit, and the median of the warm ones. */
export function listPaintRows(visits: number[], list: string): string[][] {
  const warm = [...visits.slice(1)].sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)] ?? 0;
  return [
    [`navigation to rows painted, ${list}, first visit`, `${visits[0] ?? 0} ms`],
    [`navigation to rows painted, median of the next ${warm.length}`, `${median} ms`],
  ];
}

/** The two browser figures of the schema screens: rows painted, and typing in a wide form. */
export function screensTable(figures: ScreenFigures): string {
  if (figures.skipped) return `Screens: skipped, ${figures.skipped}`;
  if (figures.error) return `Screens: FAILED, ${figures.error}`;
  return formatTable(
    ['measure', 'figure'],
    [
      ...listPaintRows(figures.listPaintMs ?? [], `${SCREEN_NOTES.records.toLocaleString('en')} branches`),
      [
        `keystroke to paint, ${SCREEN_NOTES.fields}-field form, p50`,
        `${(figures.keystrokeP50Ms ?? 0).toFixed(1)} ms`,
      ],
      [
        `keystroke to paint, ${SCREEN_NOTES.fields}-field form, p99`,
        `${(figures.keystrokeP99Ms ?? 0).toFixed(1)} ms`,
      ],
      ['keystrokes measured', integer(figures.keystrokes ?? 0)],
    ],
  );
}

export function screensProblems(figures: ScreenFigures): string[] {
  if (figures.error) return [`screens: ${figures.error}`];
  if (!figures.skipped && (figures.keystrokes ?? 0) === 0) return ['screens: no keystroke was measured'];
  return [];
}
