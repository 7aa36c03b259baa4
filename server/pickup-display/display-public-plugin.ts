// The shop's pickup screen, without a session (docs/api.md "Pickup display"): what it shows, and
// its live stream of the shop's changes. Its token is the whole credential, so a token that opens
// nothing (unknown, or recreated since) is "not found" whatever the reason and counts against the
// caller's address, as the other public calls are throttled (public-throttle.ts); the stream is
// ended at a heartbeat once its token no longer opens the shop.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import { BusinessError, ok, paramsSchema, PUBLIC_EVENT_STREAM, PUBLIC_ROUTE } from '../../engine/server';
import { PICKUP_TOPIC, type PublicDisplay } from '../../protocol/pickup-numbers';
import { recordFailure } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { callerLanguage } from '../caller-language';
import { imageBaseUrl } from '../system/image-base-url';
import { displayShopOfToken, type DisplayShop } from './display-settings';
import { readBoard } from './pickup-numbers';
import type { ModuleContext } from '../app-module';

/** What a token can look like: the URL-safe alphabet of server-held tokens, nothing to query with otherwise. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const TOKEN_PATH = { params: paramsSchema({ token: { type: 'string' } }, ['token']) };

const displayPublicPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  const shopOf = (token: string) => (TOKEN.test(token) ? displayShopOfToken(records, token) : undefined);

  /** The shop the token opens; "not found", counted against the address, otherwise. */
  const opened = async (request: FastifyRequest<{ Params: { token: string } }>): Promise<DisplayShop> => {
    const keys = publicKeys('pickupDisplay', request.ip, request.ip);
    await refuseWhileLocked(db, keys);
    const shop = await shopOf(request.params.token);
    if (shop) return shop;
    await recordFailure(db, keys, config.throttle);
    throw BusinessError.because(Status.notFound, 'pickupDisplay:errors.displayNotFound');
  };

  app.get<{ Params: { token: string } }>(
    '/public/display/:token',
    { ...PUBLIC_ROUTE, schema: TOKEN_PATH },
    async (request) => {
      const shop = await opened(request);
      const { settings } = shop;
      return ok<PublicDisplay>({
        ...(await readBoard(db, shop)),
        shopName: callerLanguage(request) === 'en' && shop.nameEn ? shop.nameEn : shop.name,
        themeColour: settings.themeColour,
        broadcastLanguage: settings.broadcastLanguage,
        repeatCount: settings.repeatCount,
        media: settings.media,
        mediaBaseUrl: imageBaseUrl(config, request),
      });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/public/display/:token/live',
    { ...PUBLIC_EVENT_STREAM, schema: TOKEN_PATH },
    async (request, reply) => {
      const { shopId } = await opened(request);
      const { token } = request.params;
      app.live.start(request, reply, {
        topics: [PICKUP_TOPIC],
        wants: (change) => change.shopId === shopId,
        recheck: async () => ((await shopOf(token))?.shopId === shopId ? undefined : Status.notFound),
      });
      return reply;
    },
  );
};

export default displayPublicPlugin;
