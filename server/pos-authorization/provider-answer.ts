// What a provider puts in the address it sends the browser back to (Clover: merchant_id, client_id,
// code and state; or error and error_description), as the result page forwards it: its declared
// schema and how it reads as an outcome.
import { Status } from '../../engine/protocol';
import { bodySchema, boundedString, BusinessError, filledString } from '../../engine/server';
import type { JsonSchema } from '../../engine/server';
import type { PosAnswer } from '../../protocol/pos-authorization';
import type { ProviderAnswer } from './pos-authorizations';

/** A point-of-sale field's label key. */
export const posLabel = (field: string): string => `pos:fields.${field}`;

const text = (field: string, maxLength: number, filled = false): JsonSchema => ({
  ...(filled ? filledString(maxLength, posLabel(field)) : boundedString(maxLength, posLabel(field))),
});

// Generous bounds on what a provider sends: our state is 43 characters, a Clover merchant id 13.
export const ANSWER_BODY = bodySchema(
  {
    state: text('state', 128, true),
    merchant_id: text('merchant_id', 64, true),
    client_id: text('client_id', 128),
    code: text('code', 512),
    error: text('error', 128, true),
    error_description: text('error_description', 1000),
  },
  ['state'],
);

/**
 * A refusal on one field whose message is the envelope's too, so a page that shows the envelope's
 * message alone (the result page) tells the reason.
 */
export function posRefusal(field: string, key: string): BusinessError {
  const error = new BusinessError(Status.invalidInput, {}, [{ field, key, label: posLabel(field) }]);
  error.messageKey = key;
  return error;
}

/**
 * The outcome an answer reports: an error is a refusal (its description the reason), whatever else
 * came with it; otherwise a merchant id is an authorization. The code and client_id are not kept:
 * no provider is reachable from here to exchange the code for a token.
 */
export function providerAnswer(answer: PosAnswer): ProviderAnswer {
  if (answer.error !== undefined)
    return { outcome: 'refused', merchantId: null, reason: answer.error_description?.trim() || answer.error };
  if (answer.merchant_id !== undefined)
    return { outcome: 'authorized', merchantId: answer.merchant_id, reason: null };
  throw posRefusal('merchant_id', 'pos:errors.noAnswer');
}
