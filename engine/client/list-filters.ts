// The one-row search form's values as plain rules (core spec §5, docs/api.md): which fields are
// filters, what an empty filter is, what a filter starts with, and what is sent.
import { isEmptyValue } from '../schema/conditions';
import type { FieldSchema, FilterKind, ResourceSchema } from '../schema/resource';
import { defaultDateRange, type DateRangeValue } from './date-range';
import { raiseUpper, type RangeValue } from './number-range';

export type FilterValue = string | RangeValue | DateRangeValue;

export interface FilterField {
  name: string;
  kind: FilterKind;
  field: FieldSchema;
}

/** The declared filters, in the order the fields are declared. */
export function filterFields(resource: ResourceSchema): FilterField[] {
  return Object.entries(resource.fields).flatMap(([name, field]) =>
    field.ui?.filter ? [{ name, kind: field.ui.filter, field }] : [],
  );
}

export function emptyFilterValue(kind: FilterKind): FilterValue {
  return kind === 'range' || kind === 'dateRange' ? [null, null] : '';
}

/**
 * What a filter holds on a fresh list and after Reset: empty, except a date range with a
 * `ui.defaultDays` hint, filled by the default range rule (core spec §5).
 */
export function initialFilterValue({ kind, field }: FilterField, today: Date = new Date()): FilterValue {
  const days = field.ui?.defaultDays;
  return kind === 'dateRange' && days !== undefined ? defaultDateRange(days, today) : emptyFilterValue(kind);
}

/** What a filter sends: trimmed text, the exact value, or a range open on one side at most; undefined when unset. */
export function filterRequestValue(filter: FilterField, value: FilterValue | undefined): unknown {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    if (filter.kind === 'exact' && (filter.field.type === 'integer' || filter.field.type === 'number')) {
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    if (filter.kind === 'exact' && filter.field.type === 'boolean') return text === 'true';
    return text;
  }
  // The server takes a range open on one side ("from 10", "until 31 March"); both ends empty is unset.
  if (value.every((bound) => bound === null)) return undefined;
  return filter.kind === 'range' ? raiseUpper(value as RangeValue) : value;
}

/**
 * Whether a required filter counts as empty (core spec §5): blank text, or a range holding an empty
 * end, so a required range needs both.
 */
export function isFilterEmpty(filter: FilterField, value: FilterValue | undefined): boolean {
  const sent = filterRequestValue(filter, value);
  return sent === undefined || isEmptyValue(sent);
}

/** Whether a stored value has the shape its filter kind needs (sessionStorage may hold anything). */
export function isFilterValue(kind: FilterKind, value: unknown): value is FilterValue {
  if (kind === 'range')
    return (
      Array.isArray(value) && value.length === 2 && value.every((v) => v === null || typeof v === 'number')
    );
  if (kind === 'dateRange')
    return (
      Array.isArray(value) && value.length === 2 && value.every((v) => v === null || typeof v === 'string')
    );
  return typeof value === 'string';
}
