// What the resource service does with secret fields (engine/schema/secret-fields.ts): hash what a
// caller wrote, keep what he left blank, and never let a hash out in an answer or the audit trail.
import { secretFieldNames } from '../../schema/secret-fields';
import type { ResourceSchema } from '../../schema/resource';
import { hashPassword } from '../passwords';
import { diff, type Changes } from './audit';
import { toApiRecord, type ApiRecord, type StoredRow } from './record-shape';

/** A blank secret in a change means "keep the stored one": it is not a written field. */
export function withoutBlankSecrets(
  resource: ResourceSchema,
  written: string[],
  body: Record<string, unknown>,
): string[] {
  const secrets = new Set(secretFieldNames(resource));
  return written.filter((name) => !(secrets.has(name) && (body[name] === '' || body[name] === null)));
}

/** Replaces each secret the caller wrote by its argon2id hash, in place, after validation. */
export async function hashWrittenSecrets(
  resource: ResourceSchema,
  value: Record<string, unknown>,
  written: readonly string[],
): Promise<void> {
  for (const name of secretFieldNames(resource)) {
    const plain = value[name];
    if (written.includes(name) && typeof plain === 'string') value[name] = await hashPassword(plain);
  }
}

/** The record without its secrets, as every answer carries it. */
function withoutSecrets<T extends Record<string, unknown>>(resource: ResourceSchema, record: T): T {
  const secrets = secretFieldNames(resource);
  if (secrets.length === 0) return record;
  return Object.fromEntries(Object.entries(record).filter(([name]) => !secrets.includes(name))) as T;
}

/** The record an answer carries: the stored row without its secrets. */
export function answerRecord(resource: ResourceSchema, row: StoredRow): ApiRecord {
  return withoutSecrets(resource, toApiRecord(row));
}

/** Audit changes between two data documents, secrets reduced to the fact that they changed. */
export function auditChanges(
  resource: ResourceSchema,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Changes {
  const masked = diff(before, after);
  for (const name of secretFieldNames(resource)) if (masked[name]) masked[name] = { changed: true };
  return masked;
}
