import type { FastifyPluginAsync } from 'fastify';
import { allow, ok } from '../../engine/server';
import type { ServerConfig } from '../config';
import { imageBaseUrl } from './image-base-url';

const SIGNED_IN = allow({ kind: 'signedIn' });

export interface SystemPluginOptions {
  config: Pick<ServerConfig, 'region' | 'imageBaseUrl' | 'uploadLimitBytes'>;
}

/** Region, upload limit and image base URL: what the client needs for its navigation and pictures. */
const systemPlugin: FastifyPluginAsync<SystemPluginOptions> = async (app, { config }) => {
  // The upload widgets refuse a larger file before sending it (core spec §5), by this server's limit.
  app.get('/system/config', SIGNED_IN, async () =>
    ok({ 'dola.service.version': config.region, uploadLimitBytes: config.uploadLimitBytes }),
  );

  // Without IMAGE_BASE_URL, files are served by this server under /files/ (core spec §4: absolute URL).
  app.get('/img/upload', SIGNED_IN, async (request) => ok(imageBaseUrl(config, request)));
};

export default systemPlugin;
