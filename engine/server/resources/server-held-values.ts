// Values the server holds inside a record the caller writes (docs/schemas.md "Rows"): a rows
// sub-field marked `readOnly` travels with its row through the form and back, but the caller
// cannot make one up. A row keeps such a value only when the stored record held it (each stored
// value once: copying a row does not copy its value); any other is dropped. A `generated: "token"`
// field or sub-field is then filled where it is blank with a fresh unguessable token: a table's QR
// ordering code is assigned by the server, kept through edits, and never taken from the body.
import { randomBytes } from 'node:crypto';
import { rowsOf } from '../../schema/conditions';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { subFieldsOf } from '../../schema/row-fields';

type Data = Record<string, unknown>;

/** 128 random bits, URL-safe (22 characters): a collision is as likely as guessing one. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The read-only sub-fields of a rows field, by name. */
function heldSubFields(field: FieldSchema): [string, FieldSchema][] {
  return Object.entries(subFieldsOf(field) ?? {}).filter(([, sub]) => sub.ui?.readOnly === true);
}

/** How many times each value of a sub-field stands in the stored rows. */
function storedCounts(stored: unknown, sub: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rowsOf(stored)) {
    const value = row[sub];
    if (isBlank(value)) continue;
    const key = JSON.stringify(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** A row's sub-value kept when the stored rows still hold one like it (using it up), else dropped. */
function keptOrDropped(row: Data, sub: string, held: Map<string, number>): Data {
  const key = JSON.stringify(row[sub]);
  const left = isBlank(row[sub]) ? 0 : (held.get(key) ?? 0);
  if (left > 0) {
    held.set(key, left - 1);
    return row;
  }
  const { [sub]: _dropped, ...rest } = row;
  return rest;
}

/** The written rows with their read-only sub-values checked against the stored rows, then filled. */
function heldRows(field: FieldSchema, written: unknown, stored: unknown): unknown {
  const subs = heldSubFields(field);
  if (subs.length === 0 || !Array.isArray(written)) return written;
  let rows: unknown[] = written;
  for (const [sub, subField] of subs) {
    const held = storedCounts(stored, sub);
    rows = rows.map((row) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
      const kept = keptOrDropped(row as Data, sub, held);
      return subField.ui?.generated === 'token' && kept[sub] === undefined
        ? { ...kept, [sub]: newToken() }
        : kept;
    });
  }
  return rows;
}

/**
 * The record to check and store: rows' read-only sub-values the stored record did not hold
 * dropped, and blank generated values filled. `stored` is the record as it was ({} for a new one);
 * `record` is left as it is.
 */
export function withServerHeldValues(resource: ResourceSchema, record: Data, stored: Data): Data {
  const result: Data = { ...record };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (subFieldsOf(field)) {
      if (Object.hasOwn(record, name)) result[name] = heldRows(field, record[name], stored[name]);
    } else if (field.ui?.generated === 'token' && isBlank(result[name])) result[name] = newToken();
  }
  return result;
}
