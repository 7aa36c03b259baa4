// The top-up calls (docs/api.md "Top-ups"): staff's on the member's row (`POST /member/topUp`, his
// "Top up" call), the member found within the caller's reach; and the till's
// (`POST /pos/members/topUp`), with its device key, within the key's company. Each key is kept
// apart by its caller's prefix, so a staff key and a till's, or two shops' keys, never meet.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, callerKeySchema, ok, ROW_ID } from '../../../engine/server';
import type { MemberTopUpBody, PosTopUpBody, TopUp } from '../../../protocol/top-ups';
import type { ModuleContext } from '../../app-module';
import { deviceAuth, DEVICE_ROUTE } from '../../sales/device-auth';
import { membersInReach } from '../member-in-reach';
import { topUp } from './top-up';

export const MEMBERS_TOP_UP_PRIVILEGE = 'members_top_up';

const KEY = callerKeySchema('topUps:fields.requestKey');
const OPTION = { ...ROW_ID, title: 'topUps:fields.option' };
const MEMBER = { ...ROW_ID, title: 'members:member' };

const STAFF_BODY = bodySchema({ id: MEMBER, optionId: OPTION, key: KEY }, ['id', 'optionId', 'key']);
const TILL_BODY = bodySchema(
  { shopId: { ...ROW_ID, title: 'sales:fields.shopId' }, memberId: MEMBER, optionId: OPTION, key: KEY },
  ['shopId', 'memberId', 'optionId', 'key'],
);

const topUpsPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, records } = context;

  membersInReach(context).post<MemberTopUpBody>(
    app,
    '/member/topUp',
    MEMBERS_TOP_UP_PRIVILEGE,
    STAFF_BODY,
    async ({ body: { id, optionId, key }, companyId, by }) =>
      ok<TopUp>(
        await topUp(db, records, {
          companyId,
          memberId: id,
          optionId,
          key: `topUp:staff:${key}`,
          by,
          memberField: 'id',
        }),
      ),
  );

  const devices = deviceAuth(db, records);
  app.post<{ Body: PosTopUpBody }>(
    '/pos/members/topUp',
    { ...DEVICE_ROUTE, onRequest: devices.authenticate, schema: { body: TILL_BODY } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const { memberId, optionId, key } = request.body;
      return ok<TopUp>(
        await topUp(db, records, {
          companyId: device.companyId,
          memberId,
          optionId,
          key: `topUp:pos:${device.shopId}:${key}`,
          by: { device: device.deviceId },
          memberField: 'memberId',
        }),
      );
    },
  );
};

export default topUpsPlugin;
