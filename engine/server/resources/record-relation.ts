// A declared resource's live records as an SQL relation of typed columns, for application SQL that
// must join records to its own typed tables (a session's account, a report's names, an order's
// dishes): it names no resource table, no JSON path and no soft-delete rule, which stay the
// engine's. PostgreSQL inlines the subquery, so a join on it uses the table's own indexes.
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { tableName } from './naming';
import { partitionPredicate } from './partition';

const CAST: Partial<Record<FieldSchema['type'], string>> = {
  integer: 'int',
  number: 'numeric',
  boolean: 'boolean',
};

/** One field as a typed expression: text, int, numeric, boolean, or jsonb for lists and objects. */
function typedField(resources: readonly ResourceSchema[], name: string): string {
  const field = resources.find((resource) => resource.fields[name])?.fields[name];
  if (!field)
    throw new Error(`${resources.map((resource) => resource.name).join(', ')} have no field "${name}"`);
  const quoted = `'${name}'`;
  return field.type === 'array' || field.type === 'object'
    ? `data->${quoted}`
    : field.type === 'string'
      ? `data->>${quoted}`
      : `(data->>${quoted})::${CAST[field.type] ?? 'text'}`;
}

export interface RelationOptions {
  /** The whole stored document as `data` too, secrets' hashes included (sign-in reads an account so). */
  document?: boolean;
  /**
   * The other resources of a table the resource shares (every kind of account): every row of the
   * table, not only the resource's own slice, and the fields any of them declares.
   */
  sharing?: readonly ResourceSchema[];
  /** Deleted records too (a past order's shop, deleted since, still names it). */
  deletedToo?: boolean;
}

/**
 * `(SELECT id, company_id, shop_id, version, created_at, updated_at, <fields> FROM … WHERE live)`:
 * join it under an alias, `JOIN ${recordRelation(shop, ['name'])} s ON s.id = o.shop_id`.
 */
export function recordRelation(
  resource: ResourceSchema,
  fields: readonly string[],
  options: RelationOptions = {},
): string {
  const partition = options.sharing ? undefined : partitionPredicate(resource);
  const where = [...(options.deletedToo ? [] : ['deleted_at IS NULL']), ...(partition ? [partition] : [])];
  const columns = ['id', 'company_id', 'shop_id', 'version', 'created_at', 'updated_at'];
  if (options.document) columns.push('data');
  const declaring = [resource, ...(options.sharing ?? [])];
  const selected = [...columns, ...fields.map((name) => `${typedField(declaring, name)} AS "${name}"`)].join(
    ', ',
  );
  const filter = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return `(SELECT ${selected} FROM ${tableName(resource)}${filter})`;
}

/** One field of the record whose id is `idSql`, deleted or not, as a typed scalar subquery. */
export function recordFieldSql(resource: ResourceSchema, field: string, idSql: string): string {
  return `(SELECT ${typedField([resource], field)} FROM ${tableName(resource)} WHERE id = ${idSql})`;
}
