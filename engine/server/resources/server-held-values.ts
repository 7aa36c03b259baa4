// Values the server holds inside a record the caller writes (docs/schemas.md "Rows"): a rows
// sub-field marked `readOnly` travels with its row through the form and back, but the caller
// cannot make one up. A row may carry such a value only as the stored record holds it (each stored
// value once: a row copied with its value is refused), the rule every read-only value follows
// (read-only-values.ts); a row carrying none is a new row. A `generated: "token"` field or
// sub-field is then filled where it is blank with a fresh unguessable token: a table's QR ordering
// code is assigned by the server, kept through edits, and never taken from the body.
import { randomBytes } from 'node:crypto';
import { rowsOf } from '../../schema/conditions';
import type { FieldProblem } from '../../schema/field-problem';
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

/** Whether the stored rows still hold a row's sub-value, using it up; a blank one is a new row's. */
function isHeld(row: Data, sub: string, held: Map<string, number>): boolean {
  if (isBlank(row[sub])) return true;
  const key = JSON.stringify(row[sub]);
  const left = held.get(key) ?? 0;
  held.set(key, left - 1);
  return left > 0;
}

/**
 * The written rows with their blank generated sub-values filled, and a problem for each read-only
 * sub-value the stored rows do not hold, naming its row.
 */
function heldRows(
  name: string,
  field: FieldSchema,
  written: unknown,
  stored: unknown,
  problems: FieldProblem[],
): unknown {
  const subs = heldSubFields(field);
  if (subs.length === 0 || !Array.isArray(written)) return written;
  let rows: unknown[] = written;
  for (const [sub, subField] of subs) {
    const held = storedCounts(stored, sub);
    rows = rows.map((row, index) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
      if (!isHeld(row as Data, sub, held))
        problems.push({
          field: name,
          key: 'validation:readOnly',
          label: field.title,
          row: { number: index + 1, label: subField.title ?? `fields:${sub}` },
        });
      return subField.ui?.generated === 'token' && isBlank((row as Data)[sub])
        ? { ...row, [sub]: newToken() }
        : row;
    });
  }
  return rows;
}

/**
 * The record to check and store, blank generated values filled, and a problem for every read-only
 * sub-value of rows the stored record (`{}` for a new one) did not hold. `record` is left as it is.
 */
export function withServerHeldValues(
  resource: ResourceSchema,
  record: Data,
  stored: Data,
): { value: Data; problems: FieldProblem[] } {
  const value: Data = { ...record };
  const problems: FieldProblem[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (subFieldsOf(field)) {
      if (Object.hasOwn(record, name))
        value[name] = heldRows(name, field, record[name], stored[name], problems);
    } else if (field.ui?.generated === 'token' && isBlank(value[name])) value[name] = newToken();
  }
  return { value, problems };
}
