// A rows field in one line, for a list cell and an export cell: the rows named by their first text
// sub-field ("Large, Extra cheese"), else by the labels of their first lookup sub-field, else
// counted ("3 rows"). A table would not fit in a cell, and a name says more than a count.
import type { LookupHint } from '../client/lookup-query';
import { idsOf } from '../client/lookup-query';
import type { FieldSchema } from '../schema/resource';
import { widgetNameFor } from '../widgets/widget-registry';
import type { Translate } from './field-text';
import { rowSubFields, rowsOf } from './rows-field';

/** A lookup's label by id, or undefined while it is not known. */
export type LabelOf = (hint: LookupHint, id: number) => string | undefined;

export interface SummarySubField {
  name: string;
  /** Set when the rows are named by a lookup sub-field's labels. */
  lookup?: LookupHint;
}

const TEXT_WIDGETS = new Set(['text', 'textarea']);

/** The sub-field the summary names each row by, or undefined when the rows are only counted. */
export function summarySubField(field: FieldSchema | undefined): SummarySubField | undefined {
  const subFields = Object.entries(rowSubFields(field) ?? {});
  const text = subFields.find(([, sub]) => TEXT_WIDGETS.has(widgetNameFor(sub) ?? ''));
  if (text) return { name: text[0] };
  const lookup = subFields.find(([, sub]) => sub.ui?.widget === 'lookup' && sub.ui.lookup);
  return lookup && { name: lookup[0], lookup: lookup[1].ui?.lookup };
}

/** The ids of the lookup sub-field the summary names rows by, across all rows. */
export function summaryIds(summary: SummarySubField, value: unknown): number[] {
  return rowsOf(value).flatMap((row) => idsOf(row[summary.name]));
}

/** The rows in one line; a lookup's labels come from `labelOf` (without it, the rows are counted). */
export function rowsSummary(
  field: FieldSchema | undefined,
  value: unknown,
  t: Translate,
  labelOf?: LabelOf,
): string {
  const rows = rowsOf(value);
  if (rows.length === 0) return '';
  const summary = summarySubField(field);
  const names = rows.flatMap((row) => {
    const part = summary && row[summary.name];
    if (!summary?.lookup) return typeof part === 'string' && part.trim() !== '' ? [part.trim()] : [];
    const { lookup } = summary;
    return idsOf(part).flatMap((id) => labelOf?.(lookup, id) ?? []);
  });
  return names.length > 0 ? names.join(', ') : t('engine:value.rows', { count: rows.length });
}
