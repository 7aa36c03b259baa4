// Uploaded files served back, read-only, at /files/ (the image base URL's path unless
// IMAGE_BASE_URL names another host). Public, since an <img> sends no token: a name is the SHA-256
// of the file, which no one guesses. Names never change meaning, so a year of caching is safe.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';

export const FILES_PATH = '/files/';

const filesPlugin: FastifyPluginAsync<{ config: Pick<ServerConfig, 'uploadDir'> }> = async (
  app,
  { config },
) => {
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: FILES_PATH,
    // The reply's sendFile is the client file server's: an app decorates the reply once.
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    setHeaders(res) {
      // Served as the type its suffix says, never sniffed as something else.
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
};

export default filesPlugin;
