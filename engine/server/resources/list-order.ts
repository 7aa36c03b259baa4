// A list's order as terms that never hold NULL and run one way, ending with the id: the same terms
// give the ORDER BY, the default order's index (tables.ts) and the row comparison that seeks past
// a page anchor (list-memo.ts), so a deep page is found through the index, not by walking to it.
import type { FieldProblem } from '../../schema/field-problem';
import { fieldOf } from '../../schema/field-of';
import type { ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';
import { isEmptyValue } from '../../schema/conditions';
import type { ComputedValues } from './computed-fields';

/** The SQL type a term is compared as; an anchor's value (text) is cast back to it. */
export type TermType = 'boolean' | 'integer' | 'numeric' | 'text' | 'timestamptz';

export interface OrderTerm {
  sql: string;
  /** Undefined when the type is not known (an application's computed value): no anchors then. */
  type?: TermType;
}

export interface ListOrder {
  terms: OrderTerm[];
  direction: 'ASC' | 'DESC';
  /** Set when the order is a computed value's, which may read other tables. */
  computed?: true;
}

/** The row's own columns a list may sort by, by their API names; nullable ones marked. */
const COLUMN_OF: Record<string, { column: string; type: TermType; nullable: boolean }> = {
  id: { column: 'id', type: 'integer', nullable: false },
  companyId: { column: 'company_id', type: 'integer', nullable: true },
  shopId: { column: 'shop_id', type: 'integer', nullable: true },
  version: { column: 'version', type: 'integer', nullable: false },
  createdAt: { column: 'created_at', type: 'timestamptz', nullable: false },
  createdBy: { column: 'created_by', type: 'integer', nullable: true },
  updatedAt: { column: 'updated_at', type: 'timestamptz', nullable: false },
  updatedBy: { column: 'updated_by', type: 'integer', nullable: true },
};

const STAND_IN: Record<TermType, string> = {
  boolean: 'false',
  integer: '0',
  numeric: '0',
  text: "''",
  timestamptz: "'-infinity'::timestamptz",
};

/**
 * A nullable value as two terms, empty ones last whichever way the list runs: a flag that sorts
 * them after the others, then the value with a stand-in for NULL (its value never decides).
 */
function nullsLast(sql: string, type: TermType | undefined, direction: 'ASC' | 'DESC'): OrderTerm[] {
  const flag = direction === 'ASC' ? `((${sql}) IS NULL)` : `((${sql}) IS NOT NULL)`;
  // A value of unknown type keeps its NULLs: it sorts, but never seeks (termTypes).
  const value = type ? { sql: `coalesce(${sql}, ${STAND_IN[type]})`, type } : { sql };
  return [{ sql: flag, type: 'boolean' }, value];
}

const ID: OrderTerm = { sql: 'id', type: 'integer' };

/** A stored field's terms: a number compared as a number, anything else as its text. */
export function fieldOrder(resource: ResourceSchema, name: string, direction: 'ASC' | 'DESC'): ListOrder {
  const field = resource.fields[name];
  const numeric = field?.type === 'number' || field?.type === 'integer';
  const value = numeric ? `(data->>'${name}')::numeric` : `(data->>'${name}')`;
  return { terms: [...nullsLast(value, numeric ? 'numeric' : 'text', direction), ID], direction };
}

/** The ORDER BY clause of an order. */
export function orderSql(order: ListOrder): string {
  return order.terms.map((term) => `${term.sql} ${order.direction}`).join(', ');
}

/** Every term's type, when all are known: only such an order can seek past an anchor. */
export function termTypes(order: ListOrder): TermType[] | undefined {
  const types = order.terms.map((term) => term.type);
  return types.every((type): type is TermType => type !== undefined) ? types : undefined;
}

const COMPUTED_TYPE: Record<string, TermType> = { count: 'integer', stamp: 'timestamptz' };

function computedOrder(
  resource: ResourceSchema,
  name: string,
  sql: string,
  direction: 'ASC' | 'DESC',
): ListOrder {
  const computed = resource.fields[name]?.ui?.computed ?? {};
  const kind = Object.keys(computed)[0] ?? '';
  // An application's expression has a type the engine cannot see.
  return { terms: [...nullsLast(sql, COMPUTED_TYPE[kind], direction), ID], direction, computed: true };
}

/** The order a body's `sort` asks for, or a problem when it names nothing a list can sort by. */
export function listOrder(
  resource: ResourceSchema,
  sort: unknown,
  computedValues: ComputedValues,
): ListOrder | FieldProblem {
  const problem = (value: unknown): FieldProblem => ({
    field: 'sort',
    key: 'validation:sort',
    label: 'fields:sort',
    params: { value: String(value) },
  });
  if (isEmptyValue(sort)) sort = resource.defaultSort ?? { field: 'id', order: 'desc' };
  if (typeof sort !== 'object' || sort === null || Array.isArray(sort)) return problem(JSON.stringify(sort));
  const { field: name, order } = sort as { field?: unknown; order?: unknown };
  if (typeof name !== 'string') return problem(JSON.stringify(name));
  if (order !== undefined && order !== 'asc' && order !== 'desc') return problem(JSON.stringify(order));
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const own = Object.hasOwn(COLUMN_OF, name) ? COLUMN_OF[name] : undefined;
  if (own) {
    const { column, type, nullable } = own;
    if (column === 'id') return { terms: [ID], direction };
    const terms = nullable ? nullsLast(column, type, direction) : [{ sql: column, type }];
    return { terms: [...terms, ID], direction };
  }
  const field = fieldOf(resource, name);
  // A hash sorts nothing a person could read, and its order would leak something of the secret.
  if (!field || isSecretField(field)) return problem(name);
  const computed = computedValues.expression(resource, name);
  if (computed) return computedOrder(resource, name, computed, direction);
  return fieldOrder(resource, name, direction);
}
