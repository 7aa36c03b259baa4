// Rows fields: an array whose items are objects with sub-fields of their own (a dish detail's
// options, a combo's dishes, time periods). Sub-fields carry `title` and `ui` like fields do.
import type { FieldSchema } from './resource';

/** The sub-fields of a rows field, or undefined for any other field. */
export function subFieldsOf(field: FieldSchema | undefined): Record<string, FieldSchema> | undefined {
  if (field?.type !== 'array') return undefined;
  const items = field.items as { type?: unknown; properties?: Record<string, FieldSchema> } | undefined;
  return items?.type === 'object' ? (items.properties ?? {}) : undefined;
}

/** `rows.subField` split into its two names, or undefined for a plain field name. */
export function rowPath(path: string): { rows: string; sub: string } | undefined {
  const dot = path.indexOf('.');
  return dot < 0 ? undefined : { rows: path.slice(0, dot), sub: path.slice(dot + 1) };
}
