// The document is written for integrators in English: label keys (a field's `title`, a resource's
// title) become their English text from locales/en, and the engine's UI hints are left out.
import { sentence } from '../envelope';
import type { Messages, Params } from '../messages';
import type { JsonSchema } from '../route-schema';

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMAS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class DocumentText {
  constructor(private readonly messages: Messages) {}

  /** An English message of the document itself (`openapi:*`). */
  t(key: string, params?: Params): string {
    return this.messages.t('en', key, params);
  }

  /** A label key as an English title; text that is no key stays as it is. */
  label(key: string): string {
    return this.messages.has('en', key) ? sentence(this.messages.t('en', key)) : key;
  }

  /**
   * A JSON Schema as the document shows it: titles in English, no `ui` hints, and a property
   * without a title labelled as its errors label it (`fields:<name>`).
   */
  schema(schema: JsonSchema, name?: string): JsonSchema {
    const shown: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'ui') continue;
      if (key === 'title' && typeof value === 'string') shown.title = this.label(value);
      else if (SCHEMA_MAPS.has(key) && isSchema(value))
        shown[key] = Object.fromEntries(
          Object.entries(value).map(([inner, sub]) => [inner, isSchema(sub) ? this.schema(sub, inner) : sub]),
        );
      else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
        shown[key] = value.map((sub: unknown) => (isSchema(sub) ? this.schema(sub) : sub));
      else if (SUBSCHEMAS.has(key) && isSchema(value)) shown[key] = this.schema(value);
      else shown[key] = value;
    }
    if (name !== undefined && shown.title === undefined && this.messages.has('en', `fields:${name}`))
      shown.title = this.label(`fields:${name}`);
    return shown;
  }
}
