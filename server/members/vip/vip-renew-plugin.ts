// POST /member/vip/renew: a member's VIP renewed from his balance by staff (the member list's
// "Renew VIP" row call, with its confirmation). The member is found within the caller's reach, so
// another company's member is not found; the key makes a retried call extend nothing twice.
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
import type { VipRenewal, VipRenewBody } from '../../../protocol/vip';
import type { ModuleContext } from '../../app-module';
import { zoneOf } from '../coupon-distribution';
import { renewVip } from './vip-renewal';

export const MEMBERS_RENEW_VIP_PRIVILEGE = 'members_renew_vip';

const BODY = bodySchema({ id: ROW_ID, key: callerKeySchema('members:fields.requestKey') }, ['id', 'key']);

const vipRenewPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, records, config },
) => {
  const members = schemas.byName.get('member');
  if (!members) throw new Error('the VIP renewal needs the member schema');
  app.post<{ Body: VipRenewBody }>(
    '/member/vip/renew',
    {
      ...allow({ kind: 'privilege', key: MEMBERS_RENEW_VIP_PRIVILEGE, resource: members.name }),
      schema: { body: BODY },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, key } = request.body;
      const [member] = (await service.query(members, actor, { id })).rows;
      if (!member) throw new BusinessError(Status.notFound);
      const companyId = member.companyId as number;
      const renewal = await renewVip(db, records, {
        companyId,
        memberId: id,
        key,
        by: actor.userId,
        timeZone: await zoneOf(db, records, companyId, config.timeZone),
        now: Date.now(),
      });
      return ok<VipRenewal>(renewal);
    },
  );
};

export default vipRenewPlugin;
