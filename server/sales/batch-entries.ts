// A batch from a point of sale sorted entry by entry (docs/api.md "Point-of-sale ingest"): each
// entry checked alone on its path in the list (`orders[3]`), a sound one kept, a bad one answered
// with its problems and the id it was sent with, and a second version of one id in the same batch
// refused, since which of the two is the latest is the device's to say.
import { isObject } from './pos-field-reader';
import { ProblemList, type IngestProblem } from './ingest-problems';

export type EntryCheck<T> = { ok: true; checked: T } | { ok: false; problems: IngestProblem[] };

export interface SortedBatch<T> {
  sound: { index: number; path: string; checked: T }[];
  /** `id`: the entry's id as sent, when a reader could take one. */
  rejected: { index: number; id: string | null; errors: IngestProblem[] }[];
}

/** The text an entry holds at `field`, if any (a refused entry's answer names its id by it). */
export function sentText(value: unknown, field: string): string | null {
  const found = isObject(value) ? value[field] : undefined;
  return typeof found === 'string' ? found : null;
}

export function sortBatch<T>(
  entries: readonly unknown[],
  list: string,
  idField: string,
  check: (value: unknown, path: string) => EntryCheck<T>,
  idOf: (checked: T) => string,
): SortedBatch<T> {
  const batch: SortedBatch<T> = { sound: [], rejected: [] };
  const seen = new Set<string>();
  entries.forEach((value, index) => {
    const path = `${list}[${index}]`;
    const result = check(value, path);
    if (!result.ok) {
      batch.rejected.push({ index, id: sentText(value, idField), errors: result.problems });
      return;
    }
    const id = idOf(result.checked);
    if (seen.has(id)) {
      const problems = new ProblemList();
      problems.add(`${path}.${idField}`, 'repeatedInBatch', { value: id });
      batch.rejected.push({ index, id, errors: problems.problems });
      return;
    }
    seen.add(id);
    batch.sound.push({ index, path, checked: result.checked });
  });
  return batch;
}
