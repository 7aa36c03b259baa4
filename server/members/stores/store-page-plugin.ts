// The points store on the member's own page (docs/api.md "The points store"): what he may redeem,
// with his points, and his own redemption, signed in with his token as every call of his page
// (member-page-auth.ts). His keys are kept apart from the staff's and from other members'.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, ok } from '../../../engine/server';
import type { MemberStore, PageRedemptionBody, StoreRedemption } from '../../../protocol/points-store';
import type { ModuleContext } from '../../app-module';
import { memberAuth, MEMBER_ROUTE } from '../member-page-auth';
import { memberStore } from './store-offers';
import { ENTRY_PROPERTIES } from './store-plugin';
import { redeem } from './store-redemption';

const REDEEM_BODY = bodySchema(ENTRY_PROPERTIES, ['kind', 'entryId', 'key']);

const storePagePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  app.put('/member-page/store', { ...route, schema: { body: bodySchema({}) } }, async (request) => {
    const { session } = members.of(request);
    return ok<MemberStore>(await memberStore(db, records, session.companyId, session.memberId));
  });

  app.post<{ Body: PageRedemptionBody }>(
    '/member-page/store/redeem',
    { ...route, schema: { body: REDEEM_BODY } },
    async (request) => {
      const { session } = members.of(request);
      const { kind, entryId, key } = request.body;
      return ok<StoreRedemption>(
        await redeem(db, records, {
          companyId: session.companyId,
          memberId: session.memberId,
          kind,
          entryId,
          key: `page:${session.memberId}:${key}`,
          by: { member: session.memberId },
        }),
      );
    },
  );
};

export default storePagePlugin;
