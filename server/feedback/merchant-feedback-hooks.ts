// A merchant's feedback is a conversation with the platform (business §2 /feedback_management): the
// company writes and may still change or withdraw what it wrote until the platform answers; only
// the platform answers. The reply is declared `platformOnly`, so no company role starts with its key
// nor may a company's permission type grant it; an account that still holds it (a permission type
// written before) is refused here, in the action's own transaction, whatever it holds.
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';
import type { ApiRecord, WriteHooks } from '../../engine/server';

export const PLATFORM_REPLIES = 'feedback:errors.platformReplies';
export const ANSWERED_STAYS = 'feedback:errors.answeredStays';

/** Refuses a change of what the company wrote once the platform has answered it or it is closed. */
function refuseOnceAnswered(record: ApiRecord): void {
  if (record.status !== 'waiting') throw BusinessError.because(Status.invalidTransition, ANSWERED_STAYS);
}

export function merchantFeedbackHooks(): WriteHooks {
  return {
    async beforeModify(_context, _value, before) {
      refuseOnceAnswered(before);
    },
    async beforeDelete(_context, records) {
      records.forEach(refuseOnceAnswered);
    },
    async beforeAction({ actor }, action) {
      if (action === 'reply' && !actor.platform)
        throw BusinessError.because(Status.forbidden, PLATFORM_REPLIES);
    },
  };
}
