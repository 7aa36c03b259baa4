import type { Condition } from './resource';

export type RecordValues = Readonly<Record<string, unknown>>;

/** Empty as core spec §5 means it: empty string, null or undefined, an empty list, a range holding null. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.some((item) => item === null);
  return false;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Evaluates a condition against a record; the browser and the server call this same function. */
export function evaluate(condition: Condition, record: RecordValues): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluate(part, record));
  if ('any' in condition) return condition.any.some((part) => evaluate(part, record));
  if ('not' in condition) return !evaluate(condition.not, record);
  const value = record[condition.field];
  if ('equals' in condition) return same(value, condition.equals);
  if ('notEquals' in condition) return !same(value, condition.notEquals);
  if ('in' in condition) return condition.in.some((option) => same(value, option));
  if ('truthy' in condition) return Boolean(value) === condition.truthy;
  return isEmptyValue(value) === condition.empty;
}

/** Every field name a condition reads, for the checker. */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}
