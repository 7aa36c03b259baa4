import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../engine/server/envelope';
import type { ServerConfig } from '../config';

export interface SystemPluginOptions {
  config: Pick<ServerConfig, 'region' | 'imageBaseUrl'>;
}

/** Region and image base URL: what the client needs to build its menu and show pictures. */
const systemPlugin: FastifyPluginAsync<SystemPluginOptions> = async (app, { config }) => {
  app.get('/system/config', async () => ok({ 'dola.service.version': config.region }));

  // Without IMAGE_BASE_URL, files are served by this server under /files/ (core spec §4: absolute URL).
  app.get('/img/upload', async (request) =>
    ok(config.imageBaseUrl ?? `${request.protocol}://${request.host}/files/`),
  );
};

export default systemPlugin;
