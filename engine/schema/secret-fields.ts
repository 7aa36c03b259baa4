// Secret fields (`"format": "password"`): passwords and keys. The server stores only their argon2id
// hash, never answers them, and keeps the stored one when a change leaves them out.
import type { FieldSchema, ResourceSchema } from './resource';

export const isSecretField = (field: Pick<FieldSchema, 'type'> & Record<string, unknown>): boolean =>
  field.type === 'string' && field.format === 'password';

export const secretFieldNames = (resource: Pick<ResourceSchema, 'fields'>): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => isSecretField(field))
    .map(([name]) => name);
