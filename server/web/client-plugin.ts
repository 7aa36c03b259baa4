import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Webpack names every asset but index.html by its content hash, so those may be cached for a year.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|json)$/;

export function clientIsBuilt(clientDir: string): boolean {
  return existsSync(join(clientDir, 'index.html'));
}

/** Serves the built client: immutable hashed assets, an uncached index.html. */
const serveClient: FastifyPluginAsync<{ clientDir: string }> = async (app, { clientDir }) => {
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // Serve the .br or .gz copy written at build time when the browser accepts it.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
};

// Not encapsulated: the root not-found handler's SPA fallback needs reply.sendFile too.
export const clientPlugin = fp(serveClient, { name: 'client' });

/**
 * The SPA fallback: a GET for a page path (no file extension, outside the API) answers index.html
 * so the client router shows it, including its own 404 page.
 */
export function spaFallback(apiPrefix: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith(apiPrefix) || /\.[a-z0-9]+$/i.test(path)) return false;
    await reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    return true;
  };
}
