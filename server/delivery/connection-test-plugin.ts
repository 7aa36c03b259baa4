// POST /delivery/{platform}/settings/test: a shop's saved platform settings tried as the platform
// sees them: a fresh sign-in and a read of the shop's store there. The answer says what is wrong in
// plain words, in the caller's language and in English, with the platform's own reason beside it,
// so a wrong secret or an unknown site is found at the settings, not at the first lost order.
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, allow, bodySchema, ok, ROW_ID, shopWithinReach, type Language } from '../../engine/server';
import type { ConnectionProblemKind, ConnectionTest, ConnectionTestBody } from '../../protocol/delivery';
import type { ModuleContext } from '../app-module';
import { callerLanguage } from '../caller-language';
import { resolveKeyring } from '../secrets/keyring-source';
import { platformConnection, SETTINGS_RESOURCES } from './platform-connections';
import { PLATFORMS } from './platforms/platform-adapter';

const BODY = bodySchema({ shopId: { ...ROW_ID, title: 'delivery:fields.shop' } }, ['shopId']);

const connectionTestPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, records, schemas, config, messages },
) => {
  const keyring = resolveKeyring(config);
  const deps = { db, records, keyring, hosts: config.delivery };
  for (const platform of PLATFORMS) {
    const resource = SETTINGS_RESOURCES[platform];
    app.post<{ Body: ConnectionTestBody }>(
      `/delivery/${platform}/settings/test`,
      // Whoever may save the settings may try them: the platform level, Keeta's the super admin.
      { ...allow({ kind: 'resource', resource, privilege: 'update' }), schema: { body: BODY } },
      async (request) => {
        const { shopId } = request.body;
        const companyId = await shopWithinReach(db, schemas, actorOf(request), shopId);
        const language = callerLanguage(request);
        // Each language reads its own message, the missing fields named in that language too.
        const problem = (kind: ConnectionProblemKind, missing: string[] = [], detail?: string) => {
          const say = (lang: Language) =>
            messages.t(lang, `delivery:connection.${kind}`, {
              fields: missing.map((field) => messages.t(lang, `delivery:fields.${field}`)).join(', '),
            });
          return { kind, message: say(language), messageEn: say('en'), ...(detail ? { detail } : {}) };
        };
        const connection = await platformConnection(deps, platform, { companyId, shopId });
        if (!connection.ok)
          return ok<ConnectionTest>({
            connected: false,
            problem: problem('notConfigured', connection.missing),
          });
        const tried = await connection.adapter.testConnection();
        return ok<ConnectionTest>(
          tried.ok
            ? { connected: true, store: tried.store }
            : { connected: false, problem: problem(tried.kind, [], tried.detail) },
        );
      },
    );
  }
};

export default connectionTestPlugin;
