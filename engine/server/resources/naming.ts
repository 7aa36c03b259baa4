import type { ResourceSchema } from '../../schema/resource';

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The table of a resource: `res_` and its name in snake case. Names are checked by the meta-schema. */
export const tableName = (resource: Pick<ResourceSchema, 'name'>): string => `res_${snake(resource.name)}`;

/** A SQL identifier made from a checked field name, for index names. */
export const indexName = (resource: Pick<ResourceSchema, 'name'>, kind: string, fields: string[]): string =>
  `${tableName(resource)}_${kind}_${fields.map(snake).join('_')}`.slice(0, 63);
