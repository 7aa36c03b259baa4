// The record a list answers, built by the database as JSON: the data document without its password
// hashes and with each encrypted value replaced by its stored mask (secrets.ts),
// the row's own columns under the client's names, and the computed values. The rows then pass
// through the server as text, never parsed and serialised again (docs/architecture.md, "Every
// call fast"). The answers of writes are shaped by record-shape.ts; a test holds the two equal.
import type { ResourceSchema } from '../../schema/resource';
import { encryptedFieldNames, secretFieldNames } from '../../schema/secret-fields';
import type { ComputedValues } from './computed-fields';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
export const isoTimestamp = (sql: string): string =>
  `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Text as an SQL string literal, for SQL built once from trusted names (never from a request). */
export const quoted = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The jsonb of one record of `resource`, over the row of the table read without an alias. */
export function recordJson(resource: ResourceSchema, computed: ComputedValues): string {
  return computed.memo(`record:${resource.name}`, () => buildRecordJson(resource, computed));
}

function buildRecordJson(resource: ResourceSchema, computed: ComputedValues): string {
  const secrets = secretFieldNames(resource);
  const data = secrets.length > 0 ? `(data - ARRAY[${secrets.map(quoted).join(', ')}]::text[])` : 'data';
  const pairs = [
    "'id', id",
    "'companyId', company_id",
    "'shopId', shop_id",
    "'version', version",
    `'createdAt', ${isoTimestamp('created_at')}`,
    "'createdBy', created_by",
    `'updatedAt', ${isoTimestamp('updated_at')}`,
    "'updatedBy', updated_by",
  ];
  for (const [name, field] of Object.entries(resource.fields)) {
    const sql = computed.expression(resource, name);
    if (!sql) continue;
    pairs.push(
      `${quoted(name)}, ${field.ui?.computed && 'stamp' in field.ui.computed ? isoTimestamp(sql) : sql}`,
    );
  }
  // A secret never set has no mask: it stays absent, as in a write's answer, rather than null.
  const masks = encryptedFieldNames(resource).map((name) => `${quoted(name)}, data #> '{${name},mask}'`);
  const shown = masks.length > 0 ? ` || jsonb_strip_nulls(jsonb_build_object(${masks.join(', ')}))` : '';
  return `${data}${shown} || jsonb_build_object(${pairs.join(', ')})`;
}

/** The jsonb of a record as a lookup's label read answers it: the id and the label fields. */
export function labelJson(labels: readonly string[]): string {
  return `jsonb_build_object('id', id${labels.map((name) => `, ${quoted(name)}, data->${quoted(name)}`).join('')})`;
}
