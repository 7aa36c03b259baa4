// One operation of the OpenAPI document, built the same way for a resource's calls and for a custom
// route's declared schemas: parameters, a JSON or multipart body, its security, and its answers:
// on HTTP 200 the envelope of a success (or what the route declares instead: a file, a page) or of
// a business failure, and on every transport status the route can meet the failure envelope.
import type { JsonSchema } from '../route-schema';
import type { DocumentText } from './document-text';

export interface OperationSpec {
  /** As Fastify has them: `PUT`, `/pro-api/confirm/forgot/password/:code`. */
  method: string;
  path: string;
  tag: string;
  summary?: string;
  isPublic: boolean;
  /** The security scheme the call takes instead of a session (route-answers.ts `credential`). */
  credential?: string;
  /** Object schemas of the path parameters, the query and the body, as a route declares them. */
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** The multipart field of an upload's one file, for a call whose body is a multipart form. */
  upload?: string;
  /** Media types the body may come as besides JSON, with the same schema (route-answers.ts `bodyTypes`). */
  bodyTypes?: string[];
  /** The success's `data`, when the call says what it holds. */
  data?: JsonSchema;
  /** A success's answer instead of the envelope, by media type (route-answers.ts `answers`). */
  answers?: Record<string, JsonSchema>;
  /** Answers by other statuses, each's body by media type (route-answers.ts `statuses`). */
  statuses?: Record<string, Record<string, JsonSchema>>;
}

export const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };
export const FAILURE_REF = { $ref: '#/components/schemas/Failure' };
const FAILURE_ANSWER_REF = { $ref: '#/components/responses/Failure' };

/**
 * The transport statuses every call may answer with the failure envelope (docs/api.md "Status
 * codes"): a request that cannot be read, too large a body, too long an address or headers, too
 * many requests, an unexpected error; and, for a call that takes a body, one of a type it does not.
 */
const TRANSPORT_FAILURES = ['400', '413', '414', '429', '431', '500'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fastify's `:name` parameters as OpenAPI's `{name}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const operationId = (method: string, path: string): string =>
  [method.toLowerCase(), ...path.split(/[^A-Za-z0-9]+/).filter(Boolean)].join('_');

/** Path parameters a route did not declare: each a string, as Fastify hands it over. */
function undeclaredParams(path: string): JsonSchema | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required: names,
  };
}

function parameters(text: DocumentText, schema: JsonSchema | undefined, where: 'path' | 'query') {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: text.schema(property, name),
  }));
}

function requestBody(text: DocumentText, spec: OperationSpec): JsonSchema | undefined {
  if (spec.upload)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [spec.upload],
            properties: { [spec.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  if (!spec.body) return undefined;
  const schema = text.schema(spec.body);
  return {
    // A call sent without a body reads it as {} (docs/api.md "Declared schemas").
    required: ((spec.body.required ?? []) as string[]).length > 0,
    content: Object.fromEntries(
      ['application/json', ...(spec.bodyTypes ?? [])].map((type) => [type, { schema }]),
    ),
  };
}

/** HTTP 200: each declared answer, a JSON one or a failure envelope; the refusal's envelope otherwise. */
function successContent(text: DocumentText, spec: OperationSpec): Record<string, JsonSchema> {
  const success = spec.data
    ? {
        allOf: [
          ENVELOPE_REF,
          { type: 'object', properties: { status: { const: 0 }, data: text.schema(spec.data) } },
        ],
      }
    : { allOf: [ENVELOPE_REF, { type: 'object', properties: { status: { const: 0 } } }] };
  const answers = spec.answers ?? { 'application/json': success };
  const content: Record<string, JsonSchema> = {};
  for (const [type, schema] of Object.entries(answers))
    content[type] = {
      schema: type === 'application/json' ? { anyOf: [text.schema(schema), FAILURE_REF] } : schema,
    };
  content['application/json'] ??= { schema: FAILURE_REF };
  return content;
}

function security(spec: OperationSpec): JsonSchema {
  if (spec.credential) return { security: [{ [spec.credential]: [] }] };
  // A public call needs no session; every other one inherits the document's X-Token requirement.
  return spec.isPublic ? { security: [] } : {};
}

export function buildOperation(text: DocumentText, spec: OperationSpec, prefix: string): JsonSchema {
  const found = [
    ...parameters(text, spec.params ?? undeclaredParams(spec.path), 'path'),
    ...parameters(text, spec.query, 'query'),
  ];
  const body = requestBody(text, spec);
  const failures = BODY_METHODS.has(spec.method) ? [...TRANSPORT_FAILURES, '415'].sort() : TRANSPORT_FAILURES;
  return {
    operationId: operationId(spec.method, spec.path.slice(prefix.length)),
    tags: [spec.tag],
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(found.length > 0 ? { parameters: found } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': { description: text.t('openapi:answer'), content: successContent(text, spec) },
      ...Object.fromEntries(failures.map((status) => [status, FAILURE_ANSWER_REF])),
      ...Object.fromEntries(
        Object.entries(spec.statuses ?? {}).map(([status, content]) => [
          status,
          {
            description: text.t('openapi:answer'),
            ...(Object.keys(content).length > 0
              ? {
                  content: Object.fromEntries(
                    Object.entries(content).map(([type, schema]) => [type, { schema }]),
                  ),
                }
              : {}),
          },
        ]),
      ),
    },
    ...security(spec),
  };
}
