// One rule for every value only the server writes (docs/api.md "Read-only values"): a read-only
// field (computed, generated, or the state its actions set), a read-only sub-value of rows
// (server-held-values.ts) and the row's own columns. A write may carry such a value as the record
// holds it now, since a client sends back the record it read: the value is let through and nothing
// of it is written. Any other value is refused naming its field, and the write changes nothing.
// Dropping it quietly would let a client believe it had changed what it cannot; refusing one sent
// back unchanged would break every read, change and save.
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';

const isBlank = (value: unknown): boolean => value === undefined || value === null;

/** JSON with every object's keys in order: two equal values read alike, however their keys came. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether a value sent equals the one held: absent and null alike (null clears, so holds nothing). */
export function sameHeldValue(sent: unknown, held: unknown): boolean {
  if (isBlank(sent) || isBlank(held)) return isBlank(sent) && isBlank(held);
  return canonical(sent) === canonical(held);
}

export interface ReadOnlyVerdict {
  /** The read-only names the body carries as the record holds them: not written. */
  echoed: Set<string>;
  /** One per read-only name the body carries with another value. */
  problems: FieldProblem[];
}

/**
 * The body's read-only values against the record as it is answered now (computed values included),
 * or, for a record not yet stored, what it starts as. `columns` are the row's columns the call
 * holds to the rule: not those it reads as its parameters (modify's `id` and `version`, a new
 * record's tenant keys).
 */
export function readOnlyValues(
  resource: ResourceSchema,
  body: Record<string, unknown>,
  current: Record<string, unknown>,
  columns: readonly string[],
): ReadOnlyVerdict {
  const echoed = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(body)) {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (!(field ? field.ui?.readOnly === true : columns.includes(name))) continue;
    if (sameHeldValue(value, current[name])) echoed.add(name);
    else problems.push({ field: name, key: 'validation:readOnly', label: field?.title ?? `fields:${name}` });
  }
  return { echoed, problems };
}
