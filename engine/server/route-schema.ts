// Declared route schemas (docs/api.md "Declared schemas"): a custom route states its body, query and
// path parameters as JSON Schema, Fastify validates them, the envelope plugin answers a failure as
// the field errors a hand check gave, and the same schemas feed the OpenAPI document.
import type { FastifyServerOptions } from 'fastify';
import { INTEGER_RANGE, MAX_PAGE_NUMBER } from '../protocol/constants';
import { textLengthOf } from '../schema/record-validation';
import type { ResourceSchema } from '../schema/resource';

/** A JSON Schema, as a route declares it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The app's ajv: values keep their JSON types (a "1" is not an id), unknown keys stay where the
 * handler may read them, and every field's problem is reported at once, as the forms expect.
 */
export const ROUTE_VALIDATION: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true },
};

/** Some character other than white space: a required string of blanks counts as missing. */
export const NOT_BLANK = '\\S';

/**
 * A text of at most `maxLength` characters: every text a route takes declares its bound
 * (bounded-strings.ts). `title` is the label key.
 */
export function boundedString(maxLength: number, title?: string): JsonSchema {
  return { type: 'string', maxLength, ...(title ? { title } : {}) };
}

/** A required text: present, a string, not only white space, and at most `maxLength` characters. */
export function filledString(maxLength: number, title?: string): JsonSchema {
  return { ...boundedString(maxLength, title), pattern: NOT_BLANK };
}

/** Keys the browser adds to every JSON body (core spec §7), accepted by every declared body. */
const REQUEST_KEYS: Record<string, JsonSchema> = {
  envLang: { type: 'string', enum: ['zh', 'en'], title: 'fields:envLang' },
};

/**
 * A route's body: an object with these properties (each `title` is the label key its errors and
 * the OpenAPI document show, `fields:<name>` when absent) and these required ones, plus the keys
 * every browser call carries. Other keys are let through, as the handlers ignore them.
 */
export function bodySchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
): JsonSchema {
  return {
    type: 'object',
    properties: { ...properties, ...REQUEST_KEYS },
    ...(required.length > 0 ? { required: [...required] } : {}),
  };
}

/**
 * Fields of a resource a custom route takes on its behalf: their types, their texts' bounds and
 * their labels, null allowed since null clears a field. The resource engine checks the rest when
 * the route writes the record, so a form hears every field's problem at once, in the resource's words.
 */
export function recordProperties(
  resource: ResourceSchema,
  names: readonly string[],
): Record<string, JsonSchema> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const field = resource.fields[name];
      if (!field) return [];
      const bound = field.type === 'string' ? { maxLength: textLengthOf(field) } : {};
      return [[name, { type: [field.type, 'null'], title: field.title, ...bound }]];
    }),
  );
}

/** A record's id: a whole number a row can have (PostgreSQL's integer), never met by SQL otherwise. */
export const ROW_ID: JsonSchema = { type: 'integer', minimum: 1, maximum: INTEGER_RANGE.max };

/** The page a listing call asks for (resources/list-query.ts `pageOf`: 10 a page by default, at most 9999). */
export const PAGING_PROPERTIES: Record<string, JsonSchema> = {
  pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER },
  pageSize: { type: 'integer', minimum: 1, maximum: INTEGER_RANGE.max },
};

/**
 * The same page asked in a query string, where every value is text: digits, which `pageOfQuery`
 * reads as numbers and holds to the same limits.
 */
export const PAGING_QUERY_PROPERTIES: Record<string, JsonSchema> = {
  pageNumber: { type: 'string', pattern: '^[0-9]+$', maxLength: 16 },
  pageSize: { type: 'string', pattern: '^[0-9]+$', maxLength: 16 },
};

/** A route's path parameters or query: an object of these properties, the required ones named. */
export function paramsSchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 ? { required: [...required] } : {}) };
}
