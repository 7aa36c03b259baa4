// POST /member/store/redeem: staff redeem a store entry for a member (the member's row calls
// "Redeem an item" and "Redeem a coupon", schemas/members/member.json). The member is found within
// the caller's reach, the entry within the member's company, so another company's either is not
// found; the dashboard's keys are kept apart from the member's page's.
import type { FastifyPluginAsync } from 'fastify';
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  callerKeySchema,
  ok,
  ROW_ID,
} from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import { STORE_KINDS, type StoreRedemption, type StoreRedemptionBody } from '../../../protocol/points-store';
import type { ModuleContext } from '../../app-module';
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

const storePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, schemas, service, records }) => {
  const members = schemas.byName.get('member');
  if (!members) throw new Error('the points store needs the member schema');
  app.post<{ Body: StoreRedemptionBody }>(
    '/member/store/redeem',
    {
      ...allow({ kind: 'privilege', key: MEMBERS_REDEEM_PRIVILEGE, resource: members.name }),
      schema: { body: BODY },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, kind, entryId, key } = request.body;
      const [member] = (await service.query(members, actor, { id })).rows;
      if (!member) throw new BusinessError(Status.notFound);
      return ok<StoreRedemption>(
        await redeem(db, records, {
          companyId: member.companyId as number,
          memberId: id,
          kind,
          entryId,
          key: `staff:${key}`,
          by: actor.userId === null ? {} : { user: actor.userId },
        }),
      );
    },
  );
};

export default storePlugin;
