import type { Comparison, Condition, Operand } from './resource';

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

/** The rows of a rows field: its items that are objects. */
export function rowsOf(value: unknown): RecordValues[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is RecordValues => typeof row === 'object' && row !== null);
}

function operandValue(operand: Operand, record: RecordValues): unknown {
  return typeof operand === 'number' ? operand : record[operand.field];
}

// Calendar dates and times of day as the forms write them: written so, their text sorts as they do
// (a time slot may end at 24:00, midnight after its day).
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^\d{2}:\d{2}$/;

/** Two values that compare: two numbers, two dates or two times of day. */
function comparable(value: unknown, other: unknown): value is number | string {
  if (typeof value === 'number') return typeof other === 'number';
  if (typeof value !== 'string' || typeof other !== 'string') return false;
  return [DATE, TIME_OF_DAY].some((shape) => shape.test(value) && shape.test(other));
}

/** A comparison of `value` with its right side; anything but two numbers, dates or times fails it. */
function compare(value: unknown, comparison: Comparison, record: RecordValues): boolean {
  const [operator, operand] = Object.entries(comparison)[0] as [keyof Comparison, Operand];
  const other = operandValue(operand, record);
  if (!comparable(value, other)) return false;
  const right = other as typeof value;
  if (operator === 'gte') return value >= right;
  if (operator === 'gt') return value > right;
  if (operator === 'lte') return value <= right;
  return value < right;
}

const COMPARISONS = ['gte', 'gt', 'lte', 'lt'] as const;

function comparisonOf(condition: object): Comparison | undefined {
  const operator = COMPARISONS.find((name) => name in condition);
  if (!operator) return undefined;
  return { [operator]: (condition as Record<string, Operand>)[operator] } as Comparison;
}

function allDifferent(rows: RecordValues[], subField: string): boolean {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[subField];
    if (isEmptyValue(value)) continue;
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
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
  // A list field holding the option among its values (a task's channels holding SMS).
  if ('contains' in condition)
    return Array.isArray(value) && value.some((item) => same(item, condition.contains));
  if ('truthy' in condition) return Boolean(value) === condition.truthy;
  if ('empty' in condition) return isEmptyValue(value) === condition.empty;
  if ('count' in condition) return compare(Array.isArray(value) ? value.length : 0, condition.count, record);
  if ('some' in condition) return rowsOf(value).some((row) => evaluate(condition.some, row));
  if ('distinct' in condition) return allDifferent(rowsOf(value), condition.distinct);
  const comparison = comparisonOf(condition);
  return comparison !== undefined && compare(value, comparison, record);
}

/** A field a condition reads: `rowOf` names the rows field whose sub-field it is. */
export interface ConditionField {
  field: string;
  rowOf?: string;
}

/** Every field a condition reads, sub-fields of rows included, for the checker. */
export function conditionFieldsDeep(condition: Condition, rowOf?: string): ConditionField[] {
  if ('all' in condition) return condition.all.flatMap((part) => conditionFieldsDeep(part, rowOf));
  if ('any' in condition) return condition.any.flatMap((part) => conditionFieldsDeep(part, rowOf));
  if ('not' in condition) return conditionFieldsDeep(condition.not, rowOf);
  const read: ConditionField[] = [{ field: condition.field, ...(rowOf ? { rowOf } : {}) }];
  const operand = comparisonOf(condition) ?? ('count' in condition ? condition.count : undefined);
  const right = operand ? Object.values(operand)[0] : undefined;
  if (typeof right === 'object') read.push({ field: right.field, ...(rowOf ? { rowOf } : {}) });
  if ('some' in condition) read.push(...conditionFieldsDeep(condition.some, condition.field));
  if ('distinct' in condition) read.push({ field: condition.distinct, rowOf: condition.field });
  return read;
}
