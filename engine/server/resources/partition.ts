// A resource's slice of a shared table (`partitionBy`): the rows whose partition field holds one of
// that field's options. Queries bind the options; index DDL spells them out.
import type { ResourceSchema } from '../../schema/resource';
import type { SqlParams } from './sql-params';

function partitionOf(resource: ResourceSchema): { field: string; values: string[] } | undefined {
  const field = resource.partitionBy;
  const options = field ? resource.fields[field]?.enum : undefined;
  return field && Array.isArray(options) ? { field, values: options.map(String) } : undefined;
}

/** The WHERE condition of the resource's rows, with its options as a parameter. */
export function partitionCondition(resource: ResourceSchema, params: SqlParams): string | undefined {
  const partition = partitionOf(resource);
  return partition && `data->>'${partition.field}' = ANY(${params.add(partition.values)}::text[])`;
}

/** The same condition as literal SQL, for a partial index (DDL takes no parameters). */
export function partitionPredicate(resource: ResourceSchema): string | undefined {
  const partition = partitionOf(resource);
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return partition && `data->>'${partition.field}' IN (${partition.values.map(literal).join(', ')})`;
}
