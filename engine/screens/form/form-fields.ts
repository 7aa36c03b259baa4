// Which fields a record form shows and what a duplicate starts from, as plain rules. Read-only fields
// (set by the server or a state action) are never in a form, the detail screen shows them, unless a
// page's editor widget shows one there (widget-registry.ts `showsInForm`); the form never sends it.
import { evaluate } from '../../schema/conditions';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { subFieldsOf } from '../../schema/row-fields';
import { isEncryptedField } from '../../schema/secret-fields';
import type { StoredRecord } from '../../client/resource-api';
import { showsInForm } from '../../widgets/widget-registry';

/** The fields an operator writes, in declared order. */
export function formFieldNames(resource: ResourceSchema): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => !field.ui?.readOnly || showsInForm(field))
    .map(([name]) => name);
}

/** Blank as a form means it: nothing, null or an empty string (a cleared input). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A field's declared `default`, a copy the form may change; undefined when it declares none. */
function presetOf(resource: ResourceSchema, name: string): unknown {
  const preset = resource.fields[name]?.default;
  return preset === undefined ? undefined : structuredClone(preset);
}

/** Whether the field's `visibleWhen` hides it, given these values. */
function isHiddenBy(resource: ResourceSchema, name: string, values: Record<string, unknown>): boolean {
  const condition = resource.fields[name]?.ui?.visibleWhen;
  return condition !== undefined && !evaluate(condition, values);
}

/**
 * The form's starting values from a stored record: its writable fields only. A hidden field holds
 * nothing stored (the server drops it), so it starts at its `default` as on a new record: turning on
 * the switch that reveals it (a table reminder's minutes) shows the default, not an empty input.
 * A hidden value is never sent, so this changes nothing until the field shows.
 */
export function formValuesOf(resource: ResourceSchema, record: StoredRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of formFieldNames(resource)) {
    // An encrypted field's stored value is only its mask: the input starts blank, which keeps it.
    if (isEncryptedField(resource.fields[name] as FieldSchema)) continue;
    if (!isBlank(record[name])) values[name] = record[name];
    else if (isHiddenBy(resource, name, record)) {
      const preset = presetOf(resource, name);
      if (preset !== undefined) values[name] = preset;
    }
  }
  return values;
}

/** A row without its read-only sub-values (a table's QR code): the server's, held by the row it read. */
function withoutHeldValues(field: FieldSchema | undefined, value: unknown): unknown {
  const subs = Object.entries(subFieldsOf(field) ?? {}).filter(([, sub]) => sub.ui?.readOnly);
  if (subs.length === 0 || !Array.isArray(value)) return value;
  return value.map((row: unknown) =>
    typeof row === 'object' && row !== null
      ? Object.fromEntries(Object.entries(row).filter(([name]) => !subs.some(([sub]) => sub === name)))
      : row,
  );
}

/**
 * A duplicate starts a create form from a copy of a record without what makes a record itself: its
 * id, version and stamps (never form fields), the values of its unique fields, which would clash,
 * and its rows' read-only values, which the server refuses on a record that never held them.
 */
export function duplicateValues(resource: ResourceSchema, record: StoredRecord): Record<string, unknown> {
  const unique = new Set((resource.unique ?? []).flat());
  return Object.fromEntries(
    Object.entries(formValuesOf(resource, record))
      .filter(([name]) => !unique.has(name))
      .map(([name, value]) => [name, withoutHeldValues(resource.fields[name], value)]),
  );
}

/**
 * A new record's starting values: each field's JSON Schema `default`. Given to the form from the
 * start, so rjsf has no defaults of its own to fill in after the first render, when they could
 * overwrite what a quick operator has already typed.
 */
export function newRecordValues(resource: ResourceSchema): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of formFieldNames(resource)) {
    const preset = presetOf(resource, name);
    if (preset !== undefined) values[name] = preset;
  }
  return values;
}
