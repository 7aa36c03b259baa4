import type { ImportOutcome } from '../../engine/protocol';
import { parseEnvelope } from '../support/envelope';
import { CATEGORY_NAMES } from './seed-dishes';

export const IMPORT_ROWS = 5_000;

/** One `POST /pro-api/dish/import` call, timed from sending the body to reading the answer's end. */
export interface ImportTiming {
  dryRun: boolean;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** The envelope's status, absent when the answer was not one. */
  status?: number;
  msgEn?: string;
  written?: number;
  problemCount?: number;
  /** The first problem listed, for the report when the rows were refused. */
  firstProblem?: string;
  /** The last count of rows done that the answer streamed. */
  lastProgress?: number;
}

/**
 * A spreadsheet of `count` new dishes, as the browser sends it: the category by its name (so the
 * import resolves it by label), a price, and a time period of their own (the scene-or-time rule).
 */
export function dishSheet(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Imported dish ${i + 1}`,
    name_en: `Imported dish ${i + 1}`,
    categoryId: CATEGORY_NAMES[i % CATEGORY_NAMES.length],
    price: 20 + (i % 50),
    showOrder: i % 1000,
    timePeriods: [{ start: '07:00', end: '11:00' }],
  }));
}

type ImportAnswer = { progress?: number[]; data?: ImportOutcome };

/** Sends the whole sheet in one call and reads the whole streamed answer. */
export async function timeImport(
  importUrl: string,
  token: string,
  rows: Record<string, unknown>[],
  dryRun: boolean,
): Promise<ImportTiming> {
  const body = JSON.stringify({ rows, dryRun });
  const started = performance.now();
  const response = await fetch(importUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body,
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const envelope = parseEnvelope(text);
  const { progress, data } = (envelope ?? {}) as ImportAnswer;
  const problem = data?.problems[0];
  return {
    dryRun,
    rows: rows.length,
    seconds: Math.round(seconds * 1000) / 1000,
    rowsPerSecond: rows.length / seconds,
    ...(envelope ? { status: envelope.status } : {}),
    ...(envelope?.msgEn ? { msgEn: envelope.msgEn } : {}),
    ...(data ? { written: data.written, problemCount: data.problemCount } : {}),
    ...(problem ? { firstProblem: `row ${problem.row}, ${problem.field}: ${problem.msgEn}` } : {}),
    ...(progress ? { lastProgress: progress.at(-1) ?? 0 } : {}),
  };
}

/** What makes a timed import invalid: a failure envelope, or not every row checked and written. */
export function importProblems(timing: ImportTiming): string[] {
  const call = `${timing.dryRun ? 'dry run' : 'import'} of ${timing.rows} dishes`;
  if (timing.status === undefined) return [`${call}: the answer was not an envelope`];
  const problems: string[] = [];
  if (timing.status !== 0)
    problems.push(
      `${call}: status ${timing.status}, ${timing.msgEn ?? ''} (${timing.problemCount ?? 0} problems; ${timing.firstProblem ?? 'none listed'})`,
    );
  const expected = timing.dryRun ? 0 : timing.rows;
  if (timing.written !== expected) problems.push(`${call}: wrote ${timing.written}, not ${expected}`);
  if (timing.lastProgress !== timing.rows)
    problems.push(`${call}: progress reached ${timing.lastProgress}, not ${timing.rows}`);
  return problems;
}
