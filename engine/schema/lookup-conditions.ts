// A lookup's `where` (docs/schemas.md `ui.lookup`): the values a chosen record must hold. Read by
// the form's search (only those are offered), by the server's reference check (any other id is
// refused) and by the label read of a caller who may fill the form but not open the list.
import type { FieldSchema, ResourceSchema } from './resource';
import { fieldOf } from './field-of';
import { rowPath, subFieldsOf } from './row-fields';

export type LookupWhere = Readonly<Record<string, string | number | boolean>>;

/** The field a reference names: a plain field, or `rows.subField` inside a rows field. */
function referencedField(resource: ResourceSchema, path: string): FieldSchema | undefined {
  const row = rowPath(path);
  if (!row) return fieldOf(resource, path);
  const subFields = subFieldsOf(fieldOf(resource, row.rows));
  return subFields && Object.hasOwn(subFields, row.sub) ? subFields[row.sub] : undefined;
}

/** What the lookup of the field at `path` (a reference's field) asks of the records it offers. */
export function lookupWhereOf(resource: ResourceSchema, path: string): LookupWhere | undefined {
  return referencedField(resource, path)?.ui?.lookup?.where;
}
