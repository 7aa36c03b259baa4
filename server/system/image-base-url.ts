// Where uploaded files are read from (core spec §7 GET /img/upload): the configured address, else
// this server's own file route as the caller reached it.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { FILES_PATH } from '../uploads/files-plugin';

export const imageBaseUrl = (config: Pick<ServerConfig, 'imageBaseUrl'>, request: FastifyRequest): string =>
  config.imageBaseUrl ?? `${request.protocol}://${request.host}${FILES_PATH}`;
