// The spreadsheet import call (`POST {endpoint}/import`), shared by the server that runs it and the
// browser that sends the rows and draws the progress bar.
import type { FieldError } from './envelope';

/** The most rows one import takes: a whole menu, well past the 5,000 dishes the benchmark imports. */
export const MAX_IMPORT_ROWS = 20_000;
/** The import call's own body limit: 20,000 rows of a wide resource, far above a form's 1 MB. */
export const MAX_IMPORT_BODY_BYTES = 32 * 1024 * 1024;
/** How often, in rows, the answer reports progress. */
export const IMPORT_PROGRESS_EVERY = 50;
/** The most row problems one answer lists; the count says how many there were. */
export const MAX_IMPORT_PROBLEMS = 500;

export interface ImportRequest {
  /** Records keyed by field name; a lookup may hold the other record's label instead of its id. */
  rows: Record<string, unknown>[];
  /** Check every row exactly as the import would, then write nothing. */
  dryRun: boolean;
}

/** A problem of one row: its number in the request (from 1) and the field's message. */
export interface ImportRowError extends FieldError {
  row: number;
}

export interface ImportOutcome {
  total: number;
  /** Records written: 0 for a dry run or a refused import. */
  written: number;
  dryRun: boolean;
  /** How many problems were found; `problems` lists the first MAX_IMPORT_PROBLEMS. */
  problemCount: number;
  problems: ImportRowError[];
}

/**
 * The answer opens with `{"progress":[` and grows by each count of rows done while the import runs,
 * then closes with the envelope's own keys: one JSON document that is an envelope, whose beginning
 * the browser can read as it arrives.
 */
export function progressSoFar(partialAnswer: string): number {
  const start = partialAnswer.indexOf('[');
  if (start < 0) return 0;
  const end = partialAnswer.indexOf(']', start);
  const counts = partialAnswer.slice(start + 1, end < 0 ? undefined : end).split(',');
  const last = counts.map((count) => Number(count)).filter((count) => Number.isFinite(count) && count > 0);
  return last.length > 0 ? (last[last.length - 1] as number) : 0;
}
