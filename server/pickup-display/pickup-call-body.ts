// The body of a call on a pickup number, the point of sale's and the back office's alike.
import { bodySchema, ROW_ID } from '../../engine/server';
import type { JsonSchema } from '../../engine/server';
import { PICKUP_CALLS, PICKUP_NUMBER_PATTERN, type PickupCall } from '../../protocol/pickup-numbers';

export interface PickupCallBody {
  shopId?: number;
  number: string;
  status: PickupCall;
}

const NUMBER: JsonSchema = {
  type: 'string',
  pattern: PICKUP_NUMBER_PATTERN,
  maxLength: 8,
  title: 'pickupDisplay:fields.number',
};
const STATUS: JsonSchema = { type: 'string', enum: [...PICKUP_CALLS], title: 'pickupDisplay:fields.status' };
const SHOP: JsonSchema = { ...ROW_ID, title: 'fields:shopId' };

/** `shopId` is required of a point of sale (the shop it believes it is in); staff reaching one shop may leave it out. */
export const pickupCallBody = (shopRequired: boolean): JsonSchema =>
  bodySchema({ shopId: SHOP, number: NUMBER, status: STATUS }, [
    ...(shopRequired ? ['shopId'] : []),
    'number',
    'status',
  ]);
