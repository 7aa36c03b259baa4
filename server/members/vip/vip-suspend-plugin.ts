// POST /member/vip/suspend: a member's VIP ended by staff before his VIP-until (business §4
// "suspending VIP asks for confirmation": the member list's "Suspend VIP" row call confirms first).
// His VIP-until goes with it (the member schema keeps it only while he is VIP), so a later renewal
// starts from its own day. Within the caller's reach; asked again, it changes nothing.
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, allow, bodySchema, BusinessError, ok, ROW_ID } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import type { VipSuspension } from '../../../protocol/vip';
import type { ModuleContext } from '../../app-module';

export const MEMBERS_SUSPEND_VIP_PRIVILEGE = 'members_suspend_vip';

const BODY = bodySchema({ id: ROW_ID }, ['id']);

const vipSuspendPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, records },
) => {
  const members = schemas.byName.get('member');
  if (!members) throw new Error('the VIP suspension needs the member schema');
  app.post<{ Body: { id: number } }>(
    '/member/vip/suspend',
    {
      ...allow({ kind: 'privilege', key: MEMBERS_SUSPEND_VIP_PRIVILEGE, resource: members.name }),
      schema: { body: BODY },
    },
    async (request) => {
      const { id } = request.body;
      const [member] = (await service.query(members, actorOf(request), { id })).rows;
      if (!member) throw new BusinessError(Status.notFound);
      const companyId = member.companyId as number;
      const suspended = await db.transaction(async (tx) => {
        const within = records.within(tx);
        // Locked as a renewal locks him: the two never cross.
        const [locked] = await within.matching('member', { companyId }, { lock: true }, id);
        if (locked?.vip !== true) return false;
        await within.modify('member', id, { vip: false });
        return true;
      });
      return ok<VipSuspension>({ suspended });
    },
  );
};

export default vipSuspendPlugin;
