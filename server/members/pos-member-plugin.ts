// The till's member calls (docs/api.md "Members at the point of sale", issue 23 item 4), with the
// device's key like the ingest and within the key's company only: find a member by his id (his
// card) or his phone, with the stamp card he is filling (stamps/stamp-card-now.ts), spend from his
// balance (a redemption, refused below zero, the same key answered again without moving anything),
// and give a redemption back whole; list the coupons he may use, use one for an order and give a
// use back (coupon-use.ts).
import type { FastifyPluginAsync } from 'fastify';
import {
  bodySchema,
  BusinessError,
  callerKeySchema,
  filledString,
  ok,
  ROW_ID,
  type ApiRecord,
  type PostedTransaction,
} from '../../engine/server';
import { Status } from '../../engine/protocol';
import { ORDER_TYPES } from '../../protocol/pos-order';
import type {
  PosCouponGiveBackBody,
  PosCouponUse,
  PosCouponUseBody,
  PosHeldCoupon,
  PosHeldCouponsBody,
  PosMember,
  PosMemberLookup,
  PosRedemption,
  PosRedemptionBody,
  PosRedemptionRefundBody,
} from '../../protocol/pos-members';
import type { ModuleContext } from '../app-module';
import { deviceAuth, DEVICE_ROUTE } from '../sales/device-auth';
import { giveBackCoupon, useCoupon, usableCoupons } from './coupon-use';
import { memberLedger } from './member-ledger';
import { REDEMPTION_SOURCE } from './order-points-source';
import { stampCardNow } from './stamps/stamp-card-now';

const MAX_REDEMPTION = 100_000_000;
const KEY = callerKeySchema('members:fields.requestKey');
const SHOP = { ...ROW_ID, title: 'sales:fields.shopId' };
const MEMBER = { ...ROW_ID, title: 'members:member' };

const LOOKUP_BODY = bodySchema(
  {
    shopId: SHOP,
    memberId: MEMBER,
    countryCode: filledString(8, 'members:fields.countryCode'),
    phone: filledString(20, 'members:fields.phone'),
  },
  ['shopId'],
);

const REDEMPTION_BODY = bodySchema(
  {
    shopId: SHOP,
    memberId: MEMBER,
    amount: { type: 'integer', minimum: 1, maximum: MAX_REDEMPTION, title: 'members:fields.adjustedAmount' },
    orderType: { type: 'string', enum: [...ORDER_TYPES], title: 'sales:fields.type' },
    orderId: filledString(64, 'sales:fields.orderId'),
    key: KEY,
  },
  ['shopId', 'memberId', 'amount', 'orderType', 'orderId', 'key'],
);

const REFUND_BODY = bodySchema(
  { shopId: SHOP, redemptionKey: callerKeySchema('members:fields.redemptionKey'), key: KEY },
  ['shopId', 'redemptionKey', 'key'],
);

const COUPONS_BODY = bodySchema({ shopId: SHOP, memberId: MEMBER }, ['shopId', 'memberId']);
const COUPON_USE_BODY = bodySchema(
  {
    shopId: SHOP,
    heldCouponId: { ...ROW_ID, maximum: Number.MAX_SAFE_INTEGER, title: 'members:heldCoupons.coupon' },
    orderId: filledString(64, 'sales:fields.orderId'),
    key: KEY,
  },
  ['shopId', 'heldCouponId', 'orderId', 'key'],
);
const COUPON_GIVE_BACK_BODY = bodySchema(
  { shopId: SHOP, useKey: callerKeySchema('members:fields.couponUseKey') },
  ['shopId', 'useKey'],
);

const posMember = (record: ApiRecord, holdings: { balance?: number; points?: number }): PosMember => ({
  id: record.id as number,
  nickname: (record.nickname as string | undefined) ?? null,
  countryCode: (record.countryCode as string | undefined) ?? null,
  phone: (record.phone as string | undefined) ?? null,
  memberLevelId: (record.memberLevelId as number | undefined) ?? null,
  vip: record.vip === true,
  accountStatus: record.accountStatus === 'suspended' ? 'suspended' : 'active',
  balance: holdings.balance ?? 0,
  points: holdings.points ?? 0,
});

/**
 * A till's keys are its shop's: stored under the shop's prefix, so no other caller's key can meet
 * one, and a refund finds only a redemption of the same shop.
 */
const shopKey = (shopId: number, key: string) => `pos:${shopId}:${key}`;

/** What the till is answered: the transaction and the member's balance after it. */
const redemptionAnswer = (posted: PostedTransaction): PosRedemption => ({
  transactionId: posted.transactionId,
  replayed: posted.replayed,
  balance: posted.entries.find((entry) => entry.account === 'balance')?.balanceAfter ?? 0,
});

const posMemberPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records }) => {
  const devices = deviceAuth(db, records);
  const route = { ...DEVICE_ROUTE, onRequest: devices.authenticate };

  /** The member of the key's company the body names; not found outside it. */
  async function memberOf(companyId: number, body: Omit<PosMemberLookup, 'shopId'>): Promise<ApiRecord> {
    const { memberId, countryCode, phone } = body;
    if (memberId === undefined && (countryCode === undefined || phone === undefined))
      throw new BusinessError(Status.invalidInput, {}, [
        { field: 'memberId', key: 'members:messages.memberOrPhone', label: 'members:member' },
      ]);
    const [member] =
      memberId === undefined
        ? await records.matching('member', { companyId, countryCode, phone: phone?.trim() })
        : await records.matching('member', { companyId }, {}, memberId);
    if (!member) throw new BusinessError(Status.notFound);
    return member;
  }

  app.post<{ Body: PosMemberLookup }>(
    '/pos/members/lookup',
    { ...route, schema: { body: LOOKUP_BODY } },
    async (request) => {
      const { companyId } = devices.deviceIn(request, request.body.shopId);
      const member = await memberOf(companyId, request.body);
      return ok<PosMember>({
        ...posMember(member, await memberLedger.holdings(db, companyId, member.id as number)),
        stampCard: await stampCardNow(db, records, companyId, member.id as number),
      });
    },
  );

  app.post<{ Body: PosRedemptionBody }>(
    '/pos/members/redeem',
    { ...route, schema: { body: REDEMPTION_BODY } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const { memberId, amount, orderType, orderId, key } = request.body;
      const member = await memberOf(device.companyId, { memberId });
      if (member.accountStatus === 'suspended')
        throw new BusinessError(Status.invalidInput, {}, [
          { field: 'memberId', key: 'members:messages.memberSuspended', label: 'members:member' },
        ]);
      const posted = await memberLedger.postTogether(db, {
        companyId: device.companyId,
        key: shopKey(device.shopId, key),
        by: { device: device.deviceId },
        source: { kind: REDEMPTION_SOURCE, id: `${device.shopId}:${orderId}` },
        postings: [
          { account: 'balance', member: memberId, amount: -amount, type: orderType },
          { account: 'storedValueSpent', amount, type: orderType },
        ],
      });
      return ok<PosRedemption>(redemptionAnswer(posted));
    },
  );

  app.post<{ Body: PosRedemptionRefundBody }>(
    '/pos/members/redeem/refund',
    { ...route, schema: { body: REFUND_BODY } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const { redemptionKey, key } = request.body;
      const posted = await memberLedger.reverse(db, {
        companyId: device.companyId,
        key: shopKey(device.shopId, key),
        reverses: shopKey(device.shopId, redemptionKey),
        by: { device: device.deviceId },
        types: { cents: 'refund' },
      });
      return ok<PosRedemption>(redemptionAnswer(posted));
    },
  );

  app.post<{ Body: PosHeldCouponsBody }>(
    '/pos/members/coupons',
    { ...route, schema: { body: COUPONS_BODY } },
    async (request) => {
      const { companyId } = devices.deviceIn(request, request.body.shopId);
      const member = await memberOf(companyId, { memberId: request.body.memberId });
      return ok<PosHeldCoupon[]>(await usableCoupons(db, records, companyId, member.id as number));
    },
  );

  app.post<{ Body: PosCouponUseBody }>(
    '/pos/members/coupons/use',
    { ...route, schema: { body: COUPON_USE_BODY } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      const { heldCouponId, orderId, key } = request.body;
      return ok<PosCouponUse>(
        await useCoupon(db, records, device.companyId, {
          heldCouponId,
          shopId: device.shopId,
          orderId,
          key: shopKey(device.shopId, key),
        }),
      );
    },
  );

  app.post<{ Body: PosCouponGiveBackBody }>(
    '/pos/members/coupons/use/refund',
    { ...route, schema: { body: COUPON_GIVE_BACK_BODY } },
    async (request) => {
      const device = devices.deviceIn(request, request.body.shopId);
      return ok<PosCouponUse>(
        await giveBackCoupon(db, device.companyId, shopKey(device.shopId, request.body.useKey)),
      );
    },
  );
};

export default posMemberPlugin;
