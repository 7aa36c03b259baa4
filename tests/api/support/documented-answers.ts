// Whether an exchange with the server is the one the OpenAPI document describes (issue 22 item 7):
// its operation found by method and route, its HTTP status and content type documented, its body
// valid against the documented schema of that status and type (JSON Schema 2020-12, as OpenAPI 3.1
// reads it), and, for a call the server accepted, the request body valid against the documented one.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** One request and its answer, as the server saw them. */
export interface Exchange {
  method: string;
  /** The route as Fastify registered it: `/pro-api/jobs/:id`. */
  route: string;
  status: number;
  /** The answer's Content-Type header, parameters and all. */
  answerType: string | undefined;
  /** The answer's text; undefined for a stream or a file. */
  answer: string | undefined;
  requestType: string | undefined;
  /** The parsed request body; undefined when the request had none (or one a parser streams). */
  request: unknown;
}

type Response = { content?: Record<string, unknown>; $ref?: string };
type Operation = {
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, Response | undefined>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

const DOCUMENT_ID = 'openapi.json';

/** Fastify's `:name` parameters as OpenAPI's `{name}`. */
export const documentPath = (route: string): string => route.replace(/:(\w+)/g, '{$1}');

/** `application/json` of `application/json; charset=utf-8`. */
const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isJson = (type: string): boolean => type === 'application/json' || type.endsWith('+json');

/** A JSON pointer's part, escaped for the pointer and for the URI fragment ajv reads it from. */
const pointerPart = (part: string): string =>
  encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));

const errorText = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`)
    .join('; ');

/** The documented content for a media type: itself, else its `type/*`, else `*\/*`. */
function contentFor(content: Record<string, unknown>, type: string): string | undefined {
  const wildcard = `${type.split('/')[0] ?? ''}/*`;
  return [type, wildcard, '*/*'].find((candidate) => Object.hasOwn(content, candidate));
}

export class DocumentedAnswers {
  // A price of 19.99 is a multiple of 0.01, which floating point division denies without a
  // tolerance: the same 9 digits the server's own validation forgives (schema/record-validation.ts).
  private readonly ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    logger: false,
    multipleOfPrecision: 9,
  });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  /** The operation of a method and route, undefined when the document has none. */
  operation(method: string, route: string): Operation | undefined {
    return this.document.paths[documentPath(route)]?.[method.toLowerCase()];
  }

  /** The schema at a path of the document, compiled once. */
  private validator(parts: string[]): ValidateFunction {
    const id = `${DOCUMENT_ID}#/${parts.map(pointerPart).join('/')}`;
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.getSchema(id);
      if (!validate) throw new Error(`no schema at ${id}`);
      this.validators.set(id, validate);
    }
    return validate;
  }

  /** What about the exchange the document does not say; empty when it says all of it. */
  problems(exchange: Exchange): string[] {
    const { method, route, status } = exchange;
    const operation = this.operation(method, route);
    if (!operation) return ['the operation is not documented'];
    const path = documentPath(route);
    const at = ['paths', path, method.toLowerCase()];
    const problems: string[] = [];
    const responses = operation.responses;
    const statusKey = [String(status), `${String(status).charAt(0)}XX`, 'default'].find((key) =>
      Object.hasOwn(responses, key),
    );
    if (!statusKey) return [`HTTP ${status} is not documented`];
    // A response may be one the document's components hold, named by its $ref.
    const ref = responses[statusKey]?.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    const response = ref === undefined ? responses[statusKey] : this.document.components?.responses?.[ref];
    const where = ref === undefined ? [...at, 'responses', statusKey] : ['components', 'responses', ref];
    const type = mediaType(exchange.answerType);
    // A status documented without a body (Apple's 201, 204, 401) is answered with none.
    if (response && !response.content && !exchange.answer) return [];
    const documented = contentFor(response?.content ?? {}, type);
    if (!documented) return [`HTTP ${status} as ${type || 'no content type'} is not documented`];
    if (exchange.answer !== undefined && isJson(type)) {
      const validate = this.validator([...where, 'content', documented, 'schema']);
      let body: unknown;
      try {
        body = JSON.parse(exchange.answer);
      } catch {
        return [`HTTP ${status} answered no JSON as ${type}`];
      }
      if (!validate(body)) problems.push(`HTTP ${status} answer: ${errorText(validate.errors)}`);
      if (status === 200 && (body as { status?: unknown }).status === 0)
        problems.push(...this.requestProblems(operation, at, exchange));
    }
    return problems;
  }

  /** An accepted request's body against the documented one. */
  private requestProblems(operation: Operation, at: string[], exchange: Exchange): string[] {
    // A call sent without a body (no content type) is read as {} by the routes that declare one;
    // a multipart body is read by its route as a stream, never parsed into the request.
    const sent = exchange.requestType !== undefined;
    const body = operation.requestBody;
    if (!body) return sent ? ['the request body is not documented'] : [];
    if (!sent) return body.required ? ['the documented request body is required but none was sent'] : [];
    const type = mediaType(exchange.requestType);
    const documented = contentFor(body.content, type);
    if (!documented) return [`a request body as ${type} is not documented`];
    if (!isJson(type) || exchange.request === undefined) return [];
    const validate = this.validator([...at, 'requestBody', 'content', documented, 'schema']);
    return validate(exchange.request) ? [] : [`accepted request body: ${errorText(validate.errors)}`];
  }
}
