// GET {prefix}/live?topics=a,b[&shopId=n]: a signed-in screen's stream of changes (docs/api.md
// "Live updates"). Each topic needs its read privilege, a shop asked for must be within reach, and
// only changes within the caller's companies and shops are sent; the caller is looked up again at
// every heartbeat, so a revoked session or privilege ends the stream. Other plugins open streams of
// their own (a guest's public page) through `app.live`.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Status } from '../../protocol/status';
import { BusinessError } from '../business-error';
import type { Database } from '../db/database';
import { actorOf } from '../request-actor';
import { allow } from '../route-access';
import type { Actor } from '../resources/actor';
import { shopWithinReach } from '../resources/tenant-placement';
import type { CheckedSchemas } from '../../schema/catalogue';
import { paramsSchema } from '../route-schema';
import { EVENT_STREAM_ANSWER } from '../route-answers';
import { LiveHub } from './live-hub';
import { LiveStreams } from './live-streams';
import { mayHear, withinReach, type LiveTopic, type LiveTopics } from './live-topics';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveStreams;
  }
}

export interface LivePluginOptions {
  prefix: string;
  db: Database;
  schemas: CheckedSchemas;
  topics: LiveTopics;
  heartbeatMs: number;
  /** The request's caller as of now (null: the session ended), read again at every heartbeat. */
  callerNow(request: FastifyRequest): Promise<Actor | null>;
}

const MAX_TOPICS = 10;
const LIVE_QUERY = paramsSchema(
  {
    topics: {
      type: 'string',
      pattern: `^[A-Za-z_]+(,[A-Za-z_]+){0,${MAX_TOPICS - 1}}$`,
      // Ten names of up to 64 letters, with their commas.
      maxLength: MAX_TOPICS * 65,
      title: 'engine:live.topics',
    },
    shopId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', maxLength: 9, title: 'fields:shopId' },
  },
  ['topics'],
);

interface LiveQuery {
  topics: string;
  shopId?: string;
}

/** The topics asked for, each known and heard by the caller. */
function askedTopics(actor: Actor, topics: LiveTopics, asked: string): LiveTopic[] {
  const found = [...new Set(asked.split(','))].map((name) => topics.find(name));
  if (found.some((topic) => topic === undefined))
    throw new BusinessError(Status.invalidInput, {}, [
      { field: 'topics', key: 'validation:enum', label: 'engine:live.topics' },
    ]);
  const known = found as LiveTopic[];
  if (!known.every((topic) => mayHear(actor, topic))) throw new BusinessError(Status.forbidden);
  return known;
}

const livePlugin: FastifyPluginAsync<LivePluginOptions> = async (app, options) => {
  const { prefix, db, schemas, topics, heartbeatMs, callerNow } = options;
  const hub = await LiveHub.open(db);
  const streams = new LiveStreams(hub, heartbeatMs);
  app.decorate('live', streams);
  // Before the server stops taking connections: an open stream would hold it open.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', () => hub.close());

  app.get<{ Querystring: LiveQuery }>(
    `${prefix}/live`,
    // Anyone signed in; each topic asked for is then weighed against what he may hear.
    { ...allow({ kind: 'signedIn' }, EVENT_STREAM_ANSWER), schema: { querystring: LIVE_QUERY } },
    async (request, reply) => {
      let actor = actorOf(request);
      const asked = askedTopics(actor, topics, request.query.topics);
      const shopId = request.query.shopId === undefined ? undefined : Number(request.query.shopId);
      if (shopId !== undefined) await shopWithinReach(db, schemas, actor, shopId);
      streams.start(request, reply, {
        topics: asked.map((topic) => topic.name),
        wants: (change) => withinReach(actor, change) && (shopId === undefined || change.shopId === shopId),
        recheck: async () => {
          const now = await callerNow(request);
          if (!now) return Status.sessionExpired;
          if (!asked.every((topic) => mayHear(now, topic))) return Status.forbidden;
          actor = now;
          return undefined;
        },
      });
      return reply;
    },
  );
};

export default fp(livePlugin, { name: 'live' });
