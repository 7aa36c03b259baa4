// Secret fields, of two kinds. `"format": "password"` (passwords, keys a person types to prove who
// he is): the server stores only their argon2id hash and never answers them. `"format": "encrypted"`
// (a provider's secret key, a webhook signing secret): the server must read them back, so it keeps
// them sealed with AES-256-GCM and answers only a mask (`sk_live_••••4242`). Either kind keeps the
// stored value when a change leaves it blank, and the audit trail records only that it changed.
import type { FieldSchema, ResourceSchema } from './resource';

type FieldLike = Pick<FieldSchema, 'type'> & Record<string, unknown>;

export const isHashedField = (field: FieldLike): boolean =>
  field.type === 'string' && field.format === 'password';

export const isEncryptedField = (field: FieldLike): boolean =>
  field.type === 'string' && field.format === 'encrypted';

export const isSecretField = (field: FieldLike): boolean => isHashedField(field) || isEncryptedField(field);

const namesWhere = (
  resource: Pick<ResourceSchema, 'fields'>,
  test: (field: FieldLike) => boolean,
): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => test(field))
    .map(([name]) => name);

export const secretFieldNames = (resource: Pick<ResourceSchema, 'fields'>): string[] =>
  namesWhere(resource, isSecretField);

export const hashedFieldNames = (resource: Pick<ResourceSchema, 'fields'>): string[] =>
  namesWhere(resource, isHashedField);

export const encryptedFieldNames = (resource: Pick<ResourceSchema, 'fields'>): string[] =>
  namesWhere(resource, isEncryptedField);

/** What stands between the shown ends of a masked secret. */
export const MASK_DOTS = '••••';
