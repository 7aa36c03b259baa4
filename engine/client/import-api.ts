// The spreadsheet import call (docs/api.md "Import"): the rows as JSON, the progress read from the
// answer while it is still arriving, and the outcome whether the rows passed or not.
import type { AxiosProgressEvent } from 'axios';
import { progressSoFar, type ImportOutcome } from '../protocol/import';
import { Status } from '../protocol/status';
import type { ResourceSchema } from '../schema/resource';
import { api } from './http';
import { RequestError } from './request-error';

/**
 * An import of 20,000 rows outlasts a form's 100 s. The answer keeps arriving while the server
 * works, and the server's transaction bounds the run, so the wait is long rather than endless.
 */
export const IMPORT_TIMEOUT_MS = 15 * 60_000;

export interface ImportCall {
  rows: Record<string, unknown>[];
  dryRun: boolean;
  /** Where every row goes, for a caller who reaches several companies or shops. */
  companyId?: number;
  shopId?: number;
}

/** A status-1 answer's data is the outcome when the rows ran; a refusal before the run has none. */
function isImportOutcome(data: unknown): data is ImportOutcome {
  const outcome = data as Partial<ImportOutcome> | null | undefined;
  return typeof outcome?.total === 'number' && Array.isArray(outcome.problems);
}

/** Rows done so far, read from the part of the answer that has arrived (the XHR's text). */
export function progressOf(event: Pick<AxiosProgressEvent, 'event'>): number | undefined {
  const target = (event.event as { target?: { responseText?: unknown } } | undefined)?.target;
  return typeof target?.responseText === 'string' ? progressSoFar(target.responseText) : undefined;
}

/**
 * Checks (dryRun) or imports the rows. Resolves with the outcome when the server ran them, passed
 * or not (status 1 carries the rows' problems); rejects with a RequestError when it did not run
 * them at all. The caller shows failures itself.
 */
export async function importRows(
  resource: Pick<ResourceSchema, 'endpoint'>,
  call: ImportCall,
  onProgress: (done: number) => void,
): Promise<ImportOutcome> {
  try {
    const answer = await api.post<ImportOutcome>(`${resource.endpoint}/import`, call, {
      notify: false,
      timeout: IMPORT_TIMEOUT_MS,
      onDownloadProgress: (event) => {
        const done = progressOf(event);
        if (done !== undefined) onProgress(done);
      },
    });
    return answer.data;
  } catch (error) {
    const outcome = error instanceof RequestError ? error.envelope?.data : undefined;
    if (
      error instanceof RequestError &&
      error.status === Status.invalidInput.code &&
      isImportOutcome(outcome)
    )
      return outcome;
    throw error;
  }
}
