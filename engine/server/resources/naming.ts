import type { ResourceSchema } from '../../schema/resource';

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The table of a resource: `res_` and its name (or the table it shares) in snake case. Names are
 * checked by the meta-schema.
 */
export const tableName = (resource: Pick<ResourceSchema, 'name' | 'table'>): string =>
  `res_${snake(resource.table ?? resource.name)}`;

/** An index's name; a resource sharing a table names its own, so partitions never collide. */
export const indexName = (
  resource: Pick<ResourceSchema, 'name' | 'table'>,
  kind: string,
  fields: string[],
): string =>
  `${resource.table ? `res_${snake(resource.name)}` : tableName(resource)}_${kind}_${fields.map(snake).join('_')}`.slice(
    0,
    63,
  );
