// What the members' ingest tests share: the ingest's answer, an order deleted at the till, and a
// member of hk made by its owner at a level.
import type { PosOrder } from '../../../protocol/pos-order';
import type { ApiHarness } from './api-harness';

export interface OrdersAnswer {
  accepted: { orderId: string; outcome: string }[];
  rejected: { orderId: string | null; errors: { field: string; msgEn: string }[] }[];
}

/** The order as the till sends it once deleted, at `updatedAt`. */
export const deletedOrder = (order: PosOrder, updatedAt: string): PosOrder => ({
  ...order,
  updatedAt,
  deleted: true,
  operations: [{ kind: 'deleteOrder', reason: 'Wrong table', at: updatedAt }],
});

/** A member of hk with this phone at this level, made by hk.owner; answers his id. */
export async function newMemberOf(api: ApiHarness, nickname: string, phone: string, memberLevelId: number) {
  const made = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member', {
    nickname,
    countryCode: '+852',
    phone,
    password: 'dimsum8',
    memberLevelId,
  });
  expect(made.status).toBe(0);
  return made.data.id;
}
