// The OpenAPI 3.1 document of /pro-api (docs/api.md "The OpenAPI document"), generated, never
// written by hand: every declared resource's calls from its schema, and every other route from the
// schemas it declared, as Fastify registered them.
import type { FastifySchema } from 'fastify';
import { TOKEN_HEADER } from '../../protocol/session-header';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { Messages } from '../messages';
import type { JsonSchema } from '../route-schema';
import { DocumentText } from './document-text';
import { buildOperation, ENVELOPE_REF, FAILURE_REF, openApiPath, type OperationSpec } from './operation';
import { recordSchema, resourceOperations } from './resource-operations';

/** A route as Fastify registered it: one method, its pattern, its declared schemas and answers. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  isPublic: boolean;
  /** What the route's config declares beyond its schemas (route-answers.ts). */
  answers?: Record<string, JsonSchema> | (() => Record<string, JsonSchema>);
  statuses?: Record<string, Record<string, JsonSchema>>;
  upload?: string;
  bodyTypes?: string[];
  credential?: string;
}

export interface DocumentSource {
  prefix: string;
  version: string;
  schemas: CheckedSchemas;
  routes: readonly CataloguedRoute[];
  messages: Messages;
  /** Security schemes besides the session's, by the name routes give as their `credential`. */
  credentials?: Record<string, JsonSchema>;
}

function components(text: DocumentText, source: DocumentSource): JsonSchema {
  const fieldError = {
    type: 'object',
    required: ['field', 'msg', 'msgEn'],
    properties: { field: { type: 'string' }, msg: { type: 'string' }, msgEn: { type: 'string' } },
  };
  const envelope = {
    type: 'object',
    description: text.t('openapi:envelope'),
    required: ['status', 'msg', 'msgEn', 'data'],
    properties: {
      status: { type: 'integer' },
      msg: { type: 'string' },
      msgEn: { type: 'string' },
      data: {},
      count: { type: 'integer' },
      countExact: { type: 'boolean' },
      errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
    },
  };
  // A refusal: a status other than 0 and no data, but for an unexpected error's request id.
  const failure = {
    allOf: [
      ENVELOPE_REF,
      {
        type: 'object',
        description: text.t('openapi:failure'),
        properties: {
          status: { type: 'integer', not: { const: 0 } },
          data: {
            anyOf: [
              { type: 'null' },
              { type: 'object', required: ['requestId'], properties: { requestId: { type: 'string' } } },
            ],
          },
        },
      },
    ],
  };
  const credentials = Object.entries(source.credentials ?? {}).map(([name, scheme]) => [
    name,
    { ...scheme, description: text.label(String(scheme.description ?? '')) },
  ]);
  return {
    securitySchemes: {
      token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: text.t('openapi:token') },
      ...Object.fromEntries(credentials),
    },
    responses: {
      Failure: {
        description: text.t('openapi:failure'),
        content: { 'application/json': { schema: FAILURE_REF } },
      },
    },
    schemas: {
      Envelope: envelope,
      Failure: failure,
      FieldError: fieldError,
      ...Object.fromEntries(
        source.schemas.resources.map((resource) => [resource.name, text.schema(recordSchema(resource))]),
      ),
    },
  };
}

/** The routes under `prefix` the resources did not already account for, from their declared schemas. */
function declaredOperations(source: DocumentSource, text: DocumentText, known: Set<string>): OperationSpec[] {
  return source.routes
    .filter((route) => route.url.startsWith(`${source.prefix}/`) && route.method !== 'HEAD')
    .filter((route) => !known.has(`${route.method} ${route.url}`))
    .map(({ method, url, schema, isPublic, answers, statuses, upload, bodyTypes, credential }) => ({
      method,
      path: url,
      tag: text.t('openapi:customCalls'),
      isPublic,
      ...(answers ? { answers: typeof answers === 'function' ? answers() : answers } : {}),
      ...(statuses ? { statuses } : {}),
      ...(upload ? { upload } : {}),
      ...(bodyTypes ? { bodyTypes } : {}),
      ...(credential ? { credential } : {}),
      ...(schema?.params ? { params: schema.params as JsonSchema } : {}),
      ...(schema?.querystring ? { query: schema.querystring as JsonSchema } : {}),
      ...(schema?.body ? { body: schema.body as JsonSchema } : {}),
    }));
}

export function openApiDocument(source: DocumentSource): JsonSchema {
  const text = new DocumentText(source.messages);
  const specs = source.schemas.resources.flatMap((resource) =>
    resourceOperations(resource, source.schemas.resources, source.prefix, text),
  );
  specs.push(
    ...declaredOperations(source, text, new Set(specs.map((spec) => `${spec.method} ${spec.path}`))),
  );
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of specs)
    (paths[openApiPath(spec.path)] ??= {})[spec.method.toLowerCase()] = buildOperation(
      text,
      spec,
      source.prefix,
    );
  return {
    openapi: '3.1.0',
    info: {
      title: text.t('openapi:title'),
      version: source.version,
      description: text.t('openapi:description'),
    },
    tags: [...new Set(specs.map((spec) => spec.tag))].map((name) => ({ name })),
    security: [{ token: [] }],
    paths,
    components: components(text, source),
  };
}
