// POST /member/vip/suspend: a member's VIP ended by staff before his VIP-until (business §4
// "suspending VIP asks for confirmation": the member list's "Suspend VIP" row call confirms first).
// His VIP-until goes with it (the member schema keeps it only while he is VIP), so a later renewal
// starts from its own day. Within the caller's reach; asked again, it changes nothing.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, ok, ROW_ID } from '../../../engine/server';
import type { VipSuspension } from '../../../protocol/vip';
import type { ModuleContext } from '../../app-module';
import { membersInReach } from '../member-in-reach';

export const MEMBERS_SUSPEND_VIP_PRIVILEGE = 'members_suspend_vip';

const BODY = bodySchema({ id: ROW_ID }, ['id']);

const vipSuspendPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, records } = context;
  membersInReach(context).post<{ id: number }>(
    app,
    '/member/vip/suspend',
    MEMBERS_SUSPEND_VIP_PRIVILEGE,
    BODY,
    async ({ body: { id }, companyId }) => {
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
