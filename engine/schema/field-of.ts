import type { FieldSchema, ResourceSchema } from './resource';

/**
 * The declared field of that name, or undefined: a plain index would answer `constructor` or
 * `toString` with the object's own members, and a caller picks the names.
 */
export function fieldOf(resource: Pick<ResourceSchema, 'fields'>, name: string): FieldSchema | undefined {
  return Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
}
