// POST /member/vip/renew: a member's VIP renewed from his balance by staff (the member list's
// "Renew VIP" row call, with its confirmation). The member is found within the caller's reach, so
// another company's member is not found; the key makes a retried call extend nothing twice.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, callerKeySchema, ok, ROW_ID } from '../../../engine/server';
import type { VipRenewal, VipRenewBody } from '../../../protocol/vip';
import type { ModuleContext } from '../../app-module';
import { zoneOf } from '../coupon-distribution';
import { membersInReach } from '../member-in-reach';
import { renewVip } from './vip-renewal';

export const MEMBERS_RENEW_VIP_PRIVILEGE = 'members_renew_vip';

const BODY = bodySchema({ id: ROW_ID, key: callerKeySchema('members:fields.requestKey') }, ['id', 'key']);

const vipRenewPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, records, config } = context;
  membersInReach(context).post<VipRenewBody>(
    app,
    '/member/vip/renew',
    MEMBERS_RENEW_VIP_PRIVILEGE,
    BODY,
    async ({ body: { id, key }, companyId, by }) => {
      const renewal = await renewVip(db, records, {
        companyId,
        memberId: id,
        key,
        by: by.user ?? null,
        timeZone: await zoneOf(db, records, companyId, config.timeZone),
        now: Date.now(),
      });
      return ok<VipRenewal>(renewal);
    },
  );
};

export default vipRenewPlugin;
