// The back office's pickup calls (docs/api.md "Pickup display"). `shopId` is left out for a user
// who reaches one shop: the server places him, and the board answers which shop it is.
import { api } from '../../../engine/client';
import type { PickupAnswer, PickupBoard, PickupCall } from '../../../protocol/pickup-numbers';

const shopOf = (shopId: number | undefined) => (shopId === undefined ? {} : { shopId });

export async function readPickupBoard(shopId: number | undefined): Promise<PickupBoard> {
  return (await api.put<PickupBoard>('/display/pickup', shopOf(shopId), { notify: false })).data;
}

export async function callPickupNumber(
  shopId: number | undefined,
  number: string,
  status: PickupCall,
): Promise<PickupAnswer> {
  return (await api.post<PickupAnswer>('/display/pickup', { ...shopOf(shopId), number, status })).data;
}

/** The shop's display token, or null before its settings are first saved. */
export async function readDisplayToken(shopId: number | undefined): Promise<string | null> {
  const { data } = await api.put<{ displayToken?: string }>('/display/settings', shopOf(shopId), {
    notify: false,
  });
  return data.displayToken ?? null;
}

export async function recreateDisplayToken(shopId: number | undefined): Promise<string> {
  return (await api.put<{ displayToken: string }>('/display/settings/token', shopOf(shopId))).data
    .displayToken;
}
