// A declared schema's refusal in the words of the hand checks it replaced: one translated problem
// per field, `validation:required` for a field missing, null or blank, `validation:type` for a value
// of the wrong type, in the order the schema declares its fields.
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FieldProblem } from './business-error';
import { NOT_BLANK, type JsonSchema } from './route-schema';

type SchemaFailure = FastifySchemaValidationError;

// Keywords with a message of their own in locales/<lang>/validation.json; others read "not valid".
const WORDED = new Set([
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
  'format',
  'pattern',
  'enum',
  'const',
  'uniqueItems',
]);

/** The top-level field a failure is about, or undefined when it is about the whole body. */
function fieldOf(failure: SchemaFailure): string | undefined {
  const first = failure.instancePath.split('/')[1];
  if (first !== undefined) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const missing = failure.params.missingProperty;
  return failure.keyword === 'required' && typeof missing === 'string' ? missing : undefined;
}

function problemOf(failure: SchemaFailure, field: string, value: unknown, required: boolean): FieldProblem {
  const { keyword, params } = failure;
  const direct = failure.instancePath.split('/').length === 2;
  const missing =
    keyword === 'required' ||
    (keyword === 'pattern' && params.pattern === NOT_BLANK) ||
    (keyword === 'type' && direct && required && value === null);
  if (missing) return { field, key: 'validation:required' };
  const problem: FieldProblem = {
    field,
    key: WORDED.has(keyword) ? `validation:${keyword}` : 'validation:invalid',
  };
  if (typeof params.limit === 'number') problem.params = { limit: params.limit };
  return problem;
}

/**
 * The field problems of a failed body or query validation, or undefined when the failure is not
 * one a field can carry (a body that is not an object, a path parameter): that stays HTTP 400.
 */
export function validationProblems(error: FastifyError, request: FastifyRequest): FieldProblem[] | undefined {
  const context = error.validationContext;
  if (!error.validation || (context !== 'body' && context !== 'querystring')) return undefined;
  const schema = (request.routeOptions.schema?.[context] ?? {}) as JsonSchema;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const data = (context === 'body' ? request.body : request.query) as Record<string, unknown>;
  const problems = new Map<string, FieldProblem>();
  for (const failure of error.validation) {
    const field = fieldOf(failure);
    if (field === undefined) return undefined;
    // One message per field: the first is the one a person can act on.
    if (problems.has(field)) continue;
    const problem = problemOf(failure, field, data[field], required.has(field));
    const title = properties[field]?.title;
    problems.set(field, typeof title === 'string' ? { ...problem, label: title } : problem);
  }
  const order = Object.keys(properties);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...problems.values()].sort((a, b) => rank(a.field) - rank(b.field));
}
