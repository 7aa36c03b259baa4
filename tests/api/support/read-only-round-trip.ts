// The read-only rule (docs/api.md "Read-only values"), proved from the schemas by the generated
// tests: a record sent back as read is taken, and each read-only value sent changed is refused.
import type { ResourceSchema } from '../../../engine/schema/resource';
import { subFieldsOf } from '../../../engine/schema/row-fields';

type Values = Record<string, unknown>;

/** A value other than `value`, of its kind where it has one. */
export function otherValue(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return [...(value as unknown[]), 'x'];
  if (typeof value === 'object' && value !== null) return { ...value, other: true };
  return 'x';
}

/**
 * The record with one read-only value changed, for each one it has: the row's `columns`, every
 * read-only field (computed, generated, the state), and the first row's read-only sub-values;
 * each with the field the refusal must name.
 */
export function changedReadOnlyValues(
  resource: ResourceSchema,
  record: Values,
  columns: readonly string[],
): [string, Values][] {
  const readOnly = Object.keys(resource.fields).filter((name) => resource.fields[name]?.ui?.readOnly);
  const changed = [...columns, ...readOnly].map((name): [string, Values] => [
    name,
    { ...record, [name]: otherValue(record[name]) },
  ]);
  for (const [name, field] of Object.entries(resource.fields)) {
    const [first, ...rest] = Array.isArray(record[name]) ? (record[name] as Values[]) : [];
    if (!first) continue;
    for (const [sub, subField] of Object.entries(subFieldsOf(field) ?? {}))
      if (subField.ui?.readOnly)
        changed.push([name, { ...record, [name]: [{ ...first, [sub]: otherValue(first[sub]) }, ...rest] }]);
  }
  return changed;
}

/** The record but the keys a save moves on: its version and its update stamp. */
export function withoutSaveStamps(record: Values): Values {
  const { version: _version, updatedAt: _updatedAt, ...rest } = record;
  return rest;
}
