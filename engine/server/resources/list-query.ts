import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../protocol/constants';
import { isEmptyValue } from '../../schema/conditions';
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import type { Actor } from './actor';
import { computedExpression } from './computed-fields';
import { partitionCondition } from './partition';
import type { SqlParams } from './sql-params';

export interface ListRequest {
  where: string;
  orderBy: string;
  limit: number;
  offset: number;
}

const COLUMN_OF: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

/** The tenant part of every read and write: what the actor reaches, never what the body claims. */
export function scopeConditions(resource: ResourceSchema, actor: Actor, params: SqlParams): string[] {
  const conditions = ['deleted_at IS NULL'];
  if (actor.companies !== 'all') {
    const companies = `${params.add(actor.companies)}::int[]`;
    // A platform record may belong to no company (a POS version); a company record belongs to itself.
    conditions.push(
      resource.scope === 'platform'
        ? `(company_id IS NULL OR company_id = ANY(${companies}))`
        : `company_id = ANY(${companies})`,
    );
  }
  if (resource.scope === 'shop' && actor.shops !== 'all')
    conditions.push(`shop_id = ANY(${params.add(actor.shops)}::int[])`);
  const partition = partitionCondition(resource, params);
  if (partition) conditions.push(partition);
  return conditions;
}

const dayStart = (day: string) => `${day}T00:00:00`;
const dayEnd = (day: string) => `${day}T23:59:59.999`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  return resource.fields[twin]?.type === 'string' ? twin : undefined;
}

/** One declared filter as SQL, or a problem naming the field when its value has the wrong shape. */
function filterCondition(
  resource: ResourceSchema,
  name: string,
  value: unknown,
  params: SqlParams,
  resources: readonly ResourceSchema[],
): string | FieldProblem {
  const field = resource.fields[name];
  const kind = field?.ui?.filter;
  const label = field?.title ?? `fields:${name}`;
  const computed = computedExpression(resource, name, resources);
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
    if (typeof value !== 'string') return { field: name, key: 'validation:type', label };
    const pattern = params.add(containsPattern(value));
    // A name kept per language ("name" and "name_en") is found by either: an English screen shows,
    // and its user types, the English one.
    const twin = englishTwin(resource, name);
    return twin
      ? `(${text} ILIKE ${pattern} OR data->>'${twin}' ILIKE ${pattern})`
      : `${text} ILIKE ${pattern}`;
  }
  const pair = bounds(value);
  if (!pair) return { field: name, key: 'validation:range', label };
  const [low, high] = pair;
  const parts: string[] = [];
  if (kind === 'range') {
    if (typeof low === 'number') parts.push(`(${text})::numeric >= ${params.add(low)}`);
    if (typeof high === 'number')
      parts.push(`(${text})::numeric <= ${params.add(Math.max(high, typeof low === 'number' ? low : high))}`);
  } else {
    // Date range (core spec §5): from the first day's 00:00:00 to the last day's 23:59:59. The checker
    // allows this filter only on date and date-time fields, so the cast cannot fail.
    if (typeof low === 'string' && DAY.test(low))
      parts.push(`(${text})::timestamp >= ${params.add(dayStart(low))}::timestamp`);
    if (typeof high === 'string' && DAY.test(high))
      parts.push(`(${text})::timestamp <= ${params.add(dayEnd(high))}::timestamp`);
    if (parts.length === 0) return { field: name, key: 'validation:range', label };
  }
  return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
}

/** Creation and change dates every record has, searchable by date range whatever the schema declares. */
function stampFilters(body: Record<string, unknown>, params: SqlParams): string[] {
  const conditions: string[] = [];
  for (const [key, column] of [
    ['createdAt', 'created_at'],
    ['updatedAt', 'updated_at'],
  ] as const) {
    const pair = bounds(body[key]);
    if (!pair) continue;
    const [low, high] = pair;
    if (typeof low === 'string' && DAY.test(low))
      conditions.push(`${column} >= ${params.add(dayStart(low))}::timestamp`);
    if (typeof high === 'string' && DAY.test(high))
      conditions.push(`${column} <= ${params.add(dayEnd(high))}::timestamp`);
  }
  return conditions;
}

function tenantFilters(body: Record<string, unknown>, params: SqlParams): string[] {
  const conditions: string[] = [];
  for (const [key, column] of [
    ['companyId', 'company_id'],
    ['shopId', 'shop_id'],
  ] as const) {
    const one = body[key];
    const many = body[`${key.replace(/Id$/, 'Ids')}`];
    if (typeof one === 'number') conditions.push(`${column} = ${params.add(one)}`);
    else if (Array.isArray(many) && many.every((id) => typeof id === 'number')) {
      conditions.push(`${column} = ANY(${params.add(many)}::int[])`);
    }
  }
  return conditions;
}

/** The ORDER BY of a field's sort; a number is compared as a number. tables.ts indexes the default one. */
export function fieldOrder(resource: ResourceSchema, name: string, direction: 'ASC' | 'DESC'): string {
  const field = resource.fields[name];
  const numeric = field?.type === 'number' || field?.type === 'integer';
  return `${numeric ? `((data->>'${name}')::numeric)` : `(data->>'${name}')`} ${direction} NULLS LAST, id ${direction}`;
}

function orderBy(resource: ResourceSchema, sort: unknown, resources: readonly ResourceSchema[]): string {
  const requested =
    typeof sort === 'object' && sort !== null ? (sort as { field?: unknown; order?: unknown }) : {};
  const chosen = typeof requested.field === 'string' ? requested : resource.defaultSort;
  const direction = chosen?.order === 'asc' ? 'ASC' : 'DESC';
  const name = typeof chosen?.field === 'string' ? chosen.field : 'id';
  const column = COLUMN_OF[name];
  if (column) return `${column} ${direction}`;
  if (!resource.fields[name]) return `id ${direction}`;
  const computed = computedExpression(resource, name, resources);
  if (computed) return `${computed} ${direction} NULLS LAST, id ${direction}`;
  return fieldOrder(resource, name, direction);
}

/** The page a body asks for (`pageNumber` from 1, `pageSize` 10 by default, at most 9999). */
export function pageOf(body: Record<string, unknown>): { limit: number; offset: number } {
  const { pageSize, pageNumber } = body;
  const size =
    typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize >= 1
      ? Math.min(pageSize, MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE;
  const page = typeof pageNumber === 'number' && pageNumber >= 1 ? Math.floor(pageNumber) : 1;
  return { limit: size, offset: (page - 1) * size };
}

/** The WHERE, ORDER BY and page of a query call, or the filter problems that refuse it. */
export function buildListQuery(
  resource: ResourceSchema,
  actor: Actor,
  body: Record<string, unknown>,
  params: SqlParams,
  /** Every resource, for computed counts over other resources. */
  resources: readonly ResourceSchema[] = [],
): ListRequest | FieldProblem[] {
  const conditions = [
    ...scopeConditions(resource, actor, params),
    ...tenantFilters(body, params),
    ...stampFilters(body, params),
  ];
  if (typeof body.id === 'number') conditions.push(`id = ${params.add(body.id)}`);
  // A lookup widget resolves the labels of the ids it holds in one call.
  if (Array.isArray(body.ids) && body.ids.every((id) => Number.isInteger(id)))
    conditions.push(`id = ANY(${params.add(body.ids)}::int[])`);
  const problems: FieldProblem[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = body[name];
    if (!field.ui?.filter || isUnsetFilter(field.ui.filter, value)) continue;
    const condition = filterCondition(resource, name, value, params, resources);
    if (typeof condition === 'string') conditions.push(condition);
    else problems.push(condition);
  }
  if (problems.length > 0) return problems;
  return {
    where: conditions.join(' AND '),
    orderBy: orderBy(resource, body.sort, resources),
    ...pageOf(body),
  };
}
