// One guard in front of every route (issue 10 items 1 and 4, issue 22 item 7): a route whose
// declared body or query takes an unbounded text is not registered; a URL over the server's limit,
// or a client address that is no address, is refused before any route reads it; JSON bodies are
// read by the engine's own parser, which refuses a body nested too deep before parsing it and
// prototype keys naming the field after; and a request whose body, query or path holds a string
// the database cannot store is refused naming the field, whatever the route does next.
import { isIP } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Status } from '../protocol/status';
import { unboundedRouteStrings } from './bounded-strings';
import { BusinessError } from './business-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { prototypeKeyField } from './prototype-keys';
import { MAX_URL_LENGTH } from './transport-limits';
import { unstorableField } from './unstorable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The label key of a field of the route's body, so a refusal names it as the form does. */
    fieldLabel?: (field: string) => string | undefined;
  }
}

const refusal = (field: string, key: string, label = `fields:${field}`) =>
  new BusinessError(Status.invalidInput, {}, [{ field, key, label }]);

const inputGuardPlugin: FastifyPluginAsync = async (app) => {
  // Every route registered after this guard: one that would take an unbounded text does not start.
  app.addHook('onRoute', (route) => {
    const unbounded = unboundedRouteStrings(route.schema);
    if (unbounded.length > 0)
      throw new Error(
        `${String(route.method)} ${route.url}: ${unbounded.join(', ')} declare no maxLength (docs/api.md "Declared schemas")`,
      );
  });

  app.addHook('onRequest', async (request) => {
    if (request.raw.url !== undefined && request.raw.url.length > MAX_URL_LENGTH)
      throw new BusinessError(Status.uriTooLong);
    // Behind a balancer the caller's address is read from X-Forwarded-For, which a client may fill
    // with anything: it keys the throttles, so what is not an address is refused before it is used.
    if (isIP(request.ip) === 0) throw new BusinessError(Status.badRequest);
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (nestsDeeperThan(text as string, MAX_JSON_DEPTH)) {
      done(new BusinessError(Status.jsonTooDeep, { limit: MAX_JSON_DEPTH }), undefined);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text as string);
    } catch {
      done(new BusinessError(Status.malformedJson), undefined);
      return;
    }
    const field = prototypeKeyField(body);
    if (field === undefined) done(null, body);
    else done(refusal(field, 'validation:unknownField'), undefined);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = unstorableField(part);
      if (field === undefined) continue;
      throw refusal(field, 'validation:badCharacters', request.routeOptions.config.fieldLabel?.(field));
    }
  });
};

export default fp(inputGuardPlugin, { name: 'input-guard' });
