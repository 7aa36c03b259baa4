// The lookup whose labels a value's one-line text shows (a list cell, an export cell): a lookup
// field's own ids, or the ids of the sub-field a rows summary names its rows by. Whoever shows many
// such values asks for all their ids together, so a screen costs one request per referenced
// resource, not one per cell or row.
import { idsOf, type LookupHint } from '../client/lookup-query';
import type { FieldSchema } from '../schema/resource';
import { summaryIds, summarySubField } from './rows-summary';

export interface ShownLookup {
  hint: LookupHint;
  /** The ids one stored value of the field shows. */
  idsIn(value: unknown): number[];
}

export function shownLookup(field: FieldSchema | undefined): ShownLookup | undefined {
  if (field?.ui?.widget === 'lookup' && field.ui.lookup) return { hint: field.ui.lookup, idsIn: idsOf };
  const summary = summarySubField(field);
  return summary?.lookup && { hint: summary.lookup, idsIn: (value) => summaryIds(summary, value) };
}
