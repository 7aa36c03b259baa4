// POST /member/store/redeem: staff redeem a store entry for a member (the member's row calls
// "Redeem an item" and "Redeem a coupon", schemas/members/member.json). The member is found within
// the caller's reach, the entry within the member's company, so another company's either is not
// found; the dashboard's keys are kept apart from the member's page's.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, callerKeySchema, ok, ROW_ID } from '../../../engine/server';
import { STORE_KINDS, type StoreRedemption, type StoreRedemptionBody } from '../../../protocol/points-store';
import type { ModuleContext } from '../../app-module';
import { membersInReach } from '../member-in-reach';
import { redeem } from './store-redemption';

export const MEMBERS_REDEEM_PRIVILEGE = 'members_redeem';

/** The kind and entry a redemption names, on either route. */
export const ENTRY_PROPERTIES = {
  kind: { type: 'string', enum: [...STORE_KINDS], title: 'stores:fields.kind' },
  entryId: { ...ROW_ID, title: 'stores:fields.entry' },
  key: callerKeySchema('stores:fields.requestKey'),
};

const BODY = bodySchema({ id: { ...ROW_ID, title: 'stores:fields.member' }, ...ENTRY_PROPERTIES }, [
  'id',
  'kind',
  'entryId',
  'key',
]);

const storePlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, records } = context;
  membersInReach(context).post<StoreRedemptionBody>(
    app,
    '/member/store/redeem',
    MEMBERS_REDEEM_PRIVILEGE,
    BODY,
    async ({ body: { id, kind, entryId, key }, companyId, by }) =>
      ok<StoreRedemption>(
        await redeem(db, records, {
          companyId,
          memberId: id,
          kind,
          entryId,
          key: `staff:${key}`,
          by,
        }),
      ),
  );
};

export default storePlugin;
