import { isEmptyValue } from '../../schema/conditions';
import type { FieldProblem } from '../../schema/field-problem';
import { fieldOf } from '../../schema/field-of';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Actor } from './actor';
import type { ComputedValues } from './computed-fields';
import { listOrder, type ListOrder } from './list-order';
import { partitionCondition } from './partition';
import { invalid, pageOf, rowIdListOf } from './request-params';
import { reachConditions } from './tenant-reach';
import type { SqlParams } from './sql-params';

export interface ListRequest {
  where: string;
  order: ListOrder;
  limit: number;
  offset: number;
  /**
   * Whether the filter and order read the table's own rows only: a computed value (another table's
   * count, an application's expression) changes without this table's change version moving, so
   * nothing learnt of such a list may be kept under that version (list-memo.ts).
   */
  ownRowsOnly: boolean;
}

/** The condition of a record not deleted. */
export const LIVE = 'deleted_at IS NULL';

/** The tenant part of every read and write: what the actor reaches, never what the body claims. */
export function scopeConditions(resource: ResourceSchema, actor: Actor, params: SqlParams): string[] {
  const conditions = [
    LIVE,
    // A platform record may belong to no company (a POS version); a company record belongs to itself.
    ...reachConditions(actor, params, {
      company: 'company_id',
      ...(resource.scope === 'shop' ? { shop: 'shop_id' } : {}),
      companyMayBeNull: resource.scope === 'platform',
    }),
  ];
  const partition = partitionCondition(resource, params);
  if (partition) conditions.push(partition);
  return conditions;
}

const dayStart = (day: string) => `${day}T00:00:00`;
const dayEnd = (day: string) => `${day}T23:59:59.999`;
const DAY = /^(\d{4})-\d{2}-\d{2}$/;

/** A day that exists ("2024-02-30" does not), in the years a timestamp holds. */
function isCalendarDay(text: string): boolean {
  const year = DAY.exec(text)?.[1];
  if (year === undefined || Number(year) < 1) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** An ILIKE pattern finding `text` anywhere, its own `%`, `_` and `\\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A number range may be open on one side; other filters are unset when empty (core spec §5). */
function isUnsetFilter(kind: string, value: unknown): boolean {
  if (kind === 'range' && Array.isArray(value)) return value.every((bound) => isEmptyValue(bound));
  return isEmptyValue(value);
}

function bounds(value: unknown): [unknown, unknown] | undefined {
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : undefined;
}

/** The English twin of a text field (`name_en` beside `name`), when the resource declares one. */
export function englishTwin(resource: ResourceSchema, name: string): string | undefined {
  const twin = `${name}_en`;
  return fieldOf(resource, twin)?.type === 'string' ? twin : undefined;
}

/**
 * A date range's conditions on an expression (core spec §5: from the first day's 00:00:00 to the
 * last day's 23:59:59), or a problem when a bound is not an existing day. Either end may be open.
 */
function dayRange(
  expression: string,
  value: unknown,
  params: SqlParams,
  problem: (key: string) => FieldProblem,
): string[] | FieldProblem {
  const pair = bounds(value);
  if (!pair) return problem('validation:range');
  const [low, high] = pair;
  if ([low, high].some((day) => !isEmptyValue(day) && !(typeof day === 'string' && isCalendarDay(day))))
    return problem('validation:date');
  const parts: string[] = [];
  if (typeof low === 'string' && low !== '')
    parts.push(`${expression} >= ${params.add(dayStart(low))}::timestamp`);
  if (typeof high === 'string' && high !== '')
    parts.push(`${expression} <= ${params.add(dayEnd(high))}::timestamp`);
  return parts;
}

/** One declared filter as SQL, or a problem naming the field when its value has the wrong shape. */
function filterCondition(
  resource: ResourceSchema,
  name: string,
  value: unknown,
  params: SqlParams,
  computedValues: ComputedValues,
): string | FieldProblem {
  const field = fieldOf(resource, name);
  const kind = field?.ui?.filter;
  const label = field?.title ?? `fields:${name}`;
  const problem = (key: string): FieldProblem => ({ field: name, key, label });
  const computed = computedValues.expression(resource, name);
  const text = computed ? `(${computed})::text` : `data->>'${name}'`;
  if (kind === 'exact' && field?.type === 'array') {
    // A field of several values (a dish's scenes) matches when it holds any value searched for.
    const wanted = params.add(JSON.stringify(Array.isArray(value) ? value : [value]));
    return `EXISTS (SELECT 1 FROM jsonb_array_elements(${wanted}::jsonb) wanted
      WHERE jsonb_typeof(data->'${name}') = 'array' AND data->'${name}' @> jsonb_build_array(wanted))`;
  }
  if (kind === 'exact') {
    return Array.isArray(value)
      ? `data->'${name}' = ANY(SELECT jsonb_array_elements(${params.add(JSON.stringify(value))}::jsonb))`
      : `data->'${name}' = ${params.add(JSON.stringify(value))}::jsonb`;
  }
  if (kind === 'contains') {
    if (typeof value !== 'string') return problem('validation:type');
    const pattern = params.add(containsPattern(value));
    // A name kept per language ("name" and "name_en") is found by either: an English screen shows,
    // and its user types, the English one.
    const twin = englishTwin(resource, name);
    return twin
      ? `(${text} ILIKE ${pattern} OR data->>'${twin}' ILIKE ${pattern})`
      : `${text} ILIKE ${pattern}`;
  }
  if (kind === 'dateRange') {
    // The checker allows this filter only on date and date-time fields, so the cast cannot fail.
    const parts = dayRange(`(${text})::timestamp`, value, params, problem);
    return Array.isArray(parts) ? parts.join(' AND ') || 'TRUE' : parts;
  }
  const pair = bounds(value);
  if (!pair || pair.some((bound) => !isEmptyValue(bound) && typeof bound !== 'number'))
    return problem('validation:range');
  const [low, high] = pair;
  const parts: string[] = [];
  if (typeof low === 'number') parts.push(`(${text})::numeric >= ${params.add(low)}`);
  if (typeof high === 'number')
    parts.push(`(${text})::numeric <= ${params.add(Math.max(high, typeof low === 'number' ? low : high))}`);
  return parts.join(' AND ') || 'TRUE';
}

/** Creation and change dates every record has, searchable by date range whatever the schema declares. */
function stampFilters(body: Record<string, unknown>, params: SqlParams, problems: FieldProblem[]): string[] {
  const conditions: string[] = [];
  for (const [key, column] of [
    ['createdAt', 'created_at'],
    ['updatedAt', 'updated_at'],
  ] as const) {
    if (isEmptyValue(body[key])) continue;
    const parts = dayRange(column, body[key], params, (problemKey) => ({
      field: key,
      key: problemKey,
      label: `fields:${key}`,
    }));
    if (Array.isArray(parts)) conditions.push(...parts);
    else problems.push(parts);
  }
  return conditions;
}

/**
 * The calls' own parameters as conditions: a company or shop filter (one id or several; the scope
 * still decides what is reached), one record (`id`) or several (`ids`, a lookup's labels).
 */
function idFilters(body: Record<string, unknown>, params: SqlParams, problems: FieldProblem[]): string[] {
  const conditions: string[] = [];
  for (const [key, column] of [
    ['companyId', 'company_id'],
    ['shopId', 'shop_id'],
    ['id', 'id'],
    ['ids', 'id'],
  ] as const) {
    const wanted = gather(problems, () => rowIdListOf(body, key));
    if (wanted) conditions.push(`${column} = ANY(${params.add(wanted)}::int[])`);
  }
  return conditions;
}
/** Runs a parameter reader, keeping its field problems beside the others rather than stopping. */
function gather<T>(problems: FieldProblem[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof BusinessError) || error.fields.length === 0) throw error;
    problems.push(...error.fields);
    return undefined;
  }
}

/** The WHERE, ORDER BY and page of a query call; refuses it naming every parameter at fault. */
export function buildListQuery(
  resource: ResourceSchema,
  actor: Actor,
  body: Record<string, unknown>,
  params: SqlParams,
  /** The app's computed values: counts over other resources, the application's expressions. */
  computed: ComputedValues,
): ListRequest {
  const problems: FieldProblem[] = [];
  const conditions = [
    ...scopeConditions(resource, actor, params),
    ...idFilters(body, params, problems),
    ...stampFilters(body, params, problems),
  ];
  let ownRowsOnly = true;
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = body[name];
    if (!field.ui?.filter || isUnsetFilter(field.ui.filter, value)) continue;
    if (field.ui.computed) ownRowsOnly = false;
    const condition = filterCondition(resource, name, value, params, computed);
    if (typeof condition === 'string') conditions.push(condition);
    else problems.push(condition);
  }
  const order = listOrder(resource, body.sort, computed);
  if (!('terms' in order)) problems.push(order);
  const page = gather(problems, () => pageOf(body));
  if (problems.length > 0 || !('terms' in order) || !page) throw invalid(problems);
  ownRowsOnly &&= !order.computed;
  return { where: conditions.join(' AND '), order, ownRowsOnly, ...page };
}
