// One operation of the OpenAPI document, built the same way for a resource's calls and for a custom
// route's declared schemas: parameters, a JSON body, and the envelope as the answer.
import type { JsonSchema } from '../route-schema';
import type { DocumentText } from './document-text';

export interface OperationSpec {
  /** As Fastify has them: `PUT`, `/pro-api/confirm/forgot/password/:code`. */
  method: string;
  path: string;
  tag: string;
  summary?: string;
  isPublic: boolean;
  /** Object schemas of the path parameters, the query and the body, as a route declares them. */
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** The answer's `data`, when the call says what it holds. */
  data?: JsonSchema;
}

export const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

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

export function buildOperation(text: DocumentText, spec: OperationSpec, prefix: string): JsonSchema {
  const found = [
    ...parameters(text, spec.params ?? undeclaredParams(spec.path), 'path'),
    ...parameters(text, spec.query, 'query'),
  ];
  const answer = spec.data
    ? { allOf: [ENVELOPE_REF, { type: 'object', properties: { data: text.schema(spec.data) } }] }
    : ENVELOPE_REF;
  return {
    operationId: operationId(spec.method, spec.path.slice(prefix.length)),
    tags: [spec.tag],
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(found.length > 0 ? { parameters: found } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: ((spec.body.required ?? []) as string[]).length > 0,
            content: { 'application/json': { schema: text.schema(spec.body) } },
          },
        }
      : {}),
    responses: {
      '200': { description: text.t('openapi:answer'), content: { 'application/json': { schema: answer } } },
    },
    // A public call needs no session; every other one inherits the document's X-Token requirement.
    ...(spec.isPublic ? { security: [] } : {}),
  };
}
