// What the resource service does with secret fields (engine/schema/secret-fields.ts): hash a written
// password, seal a written encrypted value with its mask beside it, keep what the caller left blank
// (or sent back as the mask he was shown), and never let a hash or a sealed value out in an answer
// or the audit trail.
import type { FieldProblem } from '../../schema/field-problem';
import {
  encryptedFieldNames,
  hashedFieldNames,
  MASK_DOTS,
  secretFieldNames,
} from '../../schema/secret-fields';
import type { ResourceSchema } from '../../schema/resource';
import { hashPassword } from '../passwords';
import type { SecretKeyring } from '../secrets/secret-keyring';
import { maskSecret } from '../secrets/secret-mask';
import { diff, type Changes } from './audit';
import { toApiRecord, type ApiRecord, type StoredRow } from './record-shape';

/** How an encrypted field's value is stored: sealed, and the mask answers show. */
export interface SealedValue {
  sealed: string;
  mask: string;
}

const isSealedValue = (value: unknown): value is SealedValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SealedValue).sealed === 'string' &&
  typeof (value as SealedValue).mask === 'string';

/** Where a sealed value is kept, authenticated with it so it opens nowhere else. */
export const sealPlace = (resource: ResourceSchema, field: string): string => `${resource.name}.${field}`;

const maskOf = (stored: unknown): string | undefined => (isSealedValue(stored) ? stored.mask : undefined);

/**
 * The written fields without the secrets that mean "keep the stored one": a blank one, or an
 * encrypted one sent back as the mask the caller was shown (a form returns the record it read).
 */
export function withoutKeptSecrets(
  resource: ResourceSchema,
  written: string[],
  body: Record<string, unknown>,
  stored: Record<string, unknown>,
): string[] {
  const secrets = new Set(secretFieldNames(resource));
  return written.filter(
    (name) =>
      !(
        secrets.has(name) &&
        (body[name] === '' ||
          body[name] === null ||
          (body[name] !== undefined && body[name] === maskOf(stored[name])))
      ),
  );
}

/** An encrypted value typed as a mask: the dots would be sealed as the key, which no provider takes. */
export function maskedSecretProblems(
  resource: ResourceSchema,
  value: Record<string, unknown>,
  written: readonly string[],
): FieldProblem[] {
  return encryptedFieldNames(resource)
    .filter(
      (name) => written.includes(name) && typeof value[name] === 'string' && value[name].includes(MASK_DOTS),
    )
    .map((name) => ({
      field: name,
      key: 'validation:maskedSecret',
      label: resource.fields[name]?.title ?? `fields:${name}`,
    }));
}

/**
 * Replaces, in place and after validation, each password the caller wrote by its argon2id hash and
 * each encrypted value by its sealed form and mask. A resource with encrypted fields needs keys.
 */
export async function protectWrittenSecrets(
  resource: ResourceSchema,
  value: Record<string, unknown>,
  written: readonly string[],
  keyring: SecretKeyring | null,
): Promise<void> {
  for (const name of hashedFieldNames(resource)) {
    const plain = value[name];
    if (written.includes(name) && typeof plain === 'string') value[name] = await hashPassword(plain);
  }
  for (const name of encryptedFieldNames(resource)) {
    const plain = value[name];
    if (!written.includes(name) || typeof plain !== 'string') continue;
    if (!keyring)
      throw new Error(`${resource.name}.${name} is encrypted, but the server was given no secret keys`);
    value[name] = {
      sealed: keyring.seal(plain, sealPlace(resource, name)),
      mask: maskSecret(plain),
    } satisfies SealedValue;
  }
}

/** An encrypted field's plain value, for the server's own use (calling the provider). */
export function revealSecret(
  keyring: SecretKeyring,
  resource: ResourceSchema,
  data: Record<string, unknown>,
  field: string,
): string | undefined {
  const stored = data[field];
  return isSealedValue(stored) ? keyring.open(stored.sealed, sealPlace(resource, field)) : undefined;
}

/** The record an answer carries: passwords left out, encrypted values as their masks. */
export function answerRecord(resource: ResourceSchema, row: StoredRow): ApiRecord {
  const hidden = new Set(hashedFieldNames(resource));
  const encrypted = new Set(encryptedFieldNames(resource));
  if (hidden.size === 0 && encrypted.size === 0) return toApiRecord(row);
  const entries = Object.entries(toApiRecord(row)).flatMap(([name, value]): [string, unknown][] => {
    if (hidden.has(name)) return [];
    if (!encrypted.has(name)) return [[name, value]];
    const mask = maskOf(value);
    return mask === undefined ? [] : [[name, mask]];
  });
  return Object.fromEntries(entries) as ApiRecord;
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
