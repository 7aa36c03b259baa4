// The parameters a resource call reads for itself (ids, version, tenant keys, paging), each checked
// once here: a value the database could not hold, or a string where a number belongs, is refused
// naming the parameter, before any query sees it (issue 10 item 1).
import { DEFAULT_PAGE_SIZE, INTEGER_RANGE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '../../protocol/constants';
import { Status } from '../../protocol/status';
import type { FieldProblem } from '../../schema/field-problem';
import { BusinessError } from '../business-error';

export const invalid = (problems: FieldProblem[]): BusinessError =>
  new BusinessError(Status.invalidInput, {}, problems);

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** What is wrong with `value` as a whole number in [min, max], or undefined when nothing is. */
function wholeNumberProblem(
  field: string,
  value: unknown,
  min: number,
  max: number,
  label = `fields:${field}`,
): FieldProblem | undefined {
  if (isAbsent(value) || value === '') return { field, key: 'validation:required', label };
  if (typeof value !== 'number' || !Number.isInteger(value))
    return { field, key: 'validation:wholeNumber', label };
  if (value < min) return { field, key: 'validation:minimum', label, params: { limit: min } };
  if (value > max) return { field, key: 'validation:maximum', label, params: { limit: max } };
  return undefined;
}

/** A whole number in [min, max]; refused naming `field` otherwise. */
export function wholeNumber(
  field: string,
  value: unknown,
  min: number,
  max: number,
  label = `fields:${field}`,
): number {
  const problem = wholeNumberProblem(field, value, min, max, label);
  if (problem) throw invalid([problem]);
  return value as number;
}

/** A record id the body names under `field`: a whole number a row can have. */
export function rowIdOf(body: Record<string, unknown>, field = 'id'): number {
  return wholeNumber(field, body[field], 1, INTEGER_RANGE.max);
}

/** A record id the body may name (a filter, a tenant), or undefined when it names none. */
export function optionalRowId(body: Record<string, unknown>, field: string): number | undefined {
  return isAbsent(body[field]) ? undefined : rowIdOf(body, field);
}

/** One id or a list of them under `field` (a tenant filter may name several), or undefined. */
export function rowIdListOf(body: Record<string, unknown>, field: string): number[] | undefined {
  const value = body[field];
  if (isAbsent(value)) return undefined;
  if (!Array.isArray(value)) return [rowIdOf(body, field)];
  return value.map((id) => wholeNumber(field, id, 1, INTEGER_RANGE.max));
}

/** The records a delete names: `ids` when given (at least one), else `id`. */
export function rowIdsOf(body: Record<string, unknown>): number[] {
  if (isAbsent(body.ids)) return [rowIdOf(body)];
  const ids = rowIdListOf(body, 'ids') ?? [];
  if (ids.length === 0) throw invalid([{ field: 'ids', key: 'validation:required', label: 'fields:ids' }]);
  return ids;
}

/** The version a change was made from (optimistic locking); one no record has is simply stale. */
export function versionOf(body: Record<string, unknown>): number {
  return wholeNumber('version', body.version, 0, INTEGER_RANGE.max);
}

/** The page a body asks for (`pageNumber` from 1, `pageSize` 10 by default, at most 9999). */
export function pageOf(body: Record<string, unknown>): { limit: number; offset: number } {
  const size = isAbsent(body.pageSize)
    ? DEFAULT_PAGE_SIZE
    : Math.min(wholeNumber('pageSize', body.pageSize, 1, INTEGER_RANGE.max), MAX_PAGE_SIZE);
  const page = isAbsent(body.pageNumber) ? 1 : wholeNumber('pageNumber', body.pageNumber, 1, MAX_PAGE_NUMBER);
  return { limit: size, offset: (page - 1) * size };
}

/** The page a query string asks for (digits, as PAGING_QUERY_PROPERTIES lets through), as `pageOf` reads it. */
export function pageOfQuery(query: { pageNumber?: string; pageSize?: string }): {
  limit: number;
  offset: number;
} {
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  return pageOf({ pageNumber: number(query.pageNumber), pageSize: number(query.pageSize) });
}
