// GET {prefix}/openapi.json and GET {prefix}/docs: the API described for integrators. Both are
// public: they hold no tenant data, only the product's calls, and a page opened by its address
// carries no X-Token. Registered first, so its onRoute hook sees every route the app adds.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CheckedSchemas } from '../../schema/catalogue';
import { chineseVariant, type Language, type Messages } from '../messages';
import { isSessionless, PUBLIC_ROUTE } from '../route-access';
import type { JsonSchema } from '../route-schema';
import { openApiDocument, type CataloguedRoute } from './openapi-document';
import { referencePage } from './reference-page';

export interface OpenApiPluginOptions {
  prefix: string;
  /** The application's version, the document's `info.version`. */
  version: string;
  schemas: CheckedSchemas;
  messages: Messages;
}

/** The page speaks English to whoever asks for it first, else the caller's Chinese. */
const pageLanguage = (header: string | undefined): Language =>
  /^en\b/i.test(header ?? '') ? 'en' : chineseVariant(header);

const openApiPlugin: FastifyPluginAsync<OpenApiPluginOptions> = async (app, options) => {
  const { prefix, messages } = options;
  const routes: CataloguedRoute[] = [];
  // Security schemes besides the session's, gathered from the routes that take them.
  const credentials: Record<string, JsonSchema> = {};
  app.addHook('onRoute', (route) => {
    const { access, answers, statuses, upload, bodyTypes, credential } = route.config ?? {};
    if (credential) credentials[credential.name] = credential.scheme;
    for (const method of [route.method].flat())
      routes.push({
        method: String(method),
        url: route.url,
        isPublic: isSessionless(access),
        ...(route.schema ? { schema: route.schema } : {}),
        ...(answers ? { answers } : {}),
        ...(statuses ? { statuses } : {}),
        ...(upload ? { upload } : {}),
        ...(bodyTypes ? { bodyTypes } : {}),
        ...(credential ? { credential: credential.name } : {}),
      });
  });
  // Built once, at the first call: every route is registered by then and none is added later.
  let document: JsonSchema | undefined;
  const documentOf = () => (document ??= openApiDocument({ ...options, routes, credentials }));

  // The document itself and its page are their own answers, not inside the envelope.
  const itself = {
    ...PUBLIC_ROUTE.config,
    answers: { 'application/json': { type: 'object', required: ['openapi'] } },
  };
  app.get(`${prefix}/openapi.json`, { config: itself }, async () => documentOf());

  const page = { ...PUBLIC_ROUTE.config, answers: { 'text/html': { type: 'string' } } };
  app.get(`${prefix}/docs`, { config: page }, async (request, reply) => {
    const language = pageLanguage(request.headers['accept-language']);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(referencePage(documentOf(), language, (key, params) => messages.t(language, key, params)));
  });
};

export default fp(openApiPlugin, { name: 'openapi' });
