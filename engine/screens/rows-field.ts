// Rows fields as the screens show them (docs/schemas.md "Rows"): the form lays them out as a table
// of controls, the detail screen as a table, a list cell and an export cell as one line. They all
// ask here, so they agree on which fields are rows. A rows field naming a widget of its own
// (opening hours) is that widget's business, shown by its own display.
import { asLabel } from '../client/field-label';
import type { FieldSchema } from '../schema/resource';
import { subFieldsOf } from '../schema/row-fields';
import type { Translate } from './field-text';

/** The sub-fields of a rows field the engine lays out itself; undefined for any other field. */
export function rowSubFields(field: FieldSchema | undefined): Record<string, FieldSchema> | undefined {
  return field?.ui?.widget ? undefined : subFieldsOf(field);
}

export function isRowsField(field: FieldSchema | undefined): boolean {
  return rowSubFields(field) !== undefined;
}

/** A rows field's sub-fields in declared order, each with a title (`fields:<name>` when it has none). */
export function subFieldList(field: FieldSchema | undefined): { name: string; field: FieldSchema }[] {
  return Object.entries(rowSubFields(field) ?? {}).map(([name, sub]) => ({
    name,
    field: { ...sub, title: sub.title ?? `fields:${name}` },
  }));
}

/** A sub-field's label standing alone (a column heading, a control's name), as fieldLabel does. */
export function subFieldLabel(name: string, field: FieldSchema | undefined, t: Translate): string {
  return asLabel(t(field?.title ?? `fields:${name}`));
}

/** The stored rows of a value: its objects, anything else left out. */
export function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}
