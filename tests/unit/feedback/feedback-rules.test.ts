/**
 * @jest-environment node
 */
// The feedback's rules, each where it is decided: which answers a customer's feedback allows from
// each state, and who may do what to a merchant's feedback (the platform alone replies; what the
// company wrote stays as it was once answered), over every state and action.
import type { HookContext } from '../../../engine/server/resources/write-hooks';
import { BusinessError } from '../../../engine/server/business-error';
import { systemActor } from '../../../engine/server/resources/actor';
import type { ApiRecord } from '../../../engine/server/resources/record-shape';
import { FEEDBACK_STATUSES } from '../../../protocol/customer-feedback';
import { CUSTOMER_FEEDBACK } from '../../../server/feedback/customer-feedback-answers';
import {
  ANSWERED_STAYS,
  merchantFeedbackHooks,
  PLATFORM_REPLIES,
} from '../../../server/feedback/merchant-feedback-hooks';

const platform = systemActor('hk');
const company = { ...platform, admin: false, platform: false, companies: [7], userId: 3 };
const contextOf = (actor: typeof platform) => ({ actor }) as unknown as HookContext;
const record = (status: string) => ({ id: 1, version: 1, status }) as unknown as ApiRecord;

/** The refusal's message key, or "allowed". */
async function verdict(run: () => Promise<void> | undefined): Promise<string> {
  try {
    await run();
    return 'allowed';
  } catch (error) {
    if (error instanceof BusinessError) return error.messageKey;
    throw error;
  }
}

describe('a customer feedback’s answers', () => {
  it.each(FEEDBACK_STATUSES)('from %s', (state) => {
    const open = state !== 'finished';
    expect(CUSTOMER_FEEDBACK.allows('reply', state)).toBe(open);
    expect(CUSTOMER_FEEDBACK.allows('finish', state)).toBe(open);
  });
});

describe('a merchant feedback’s hooks', () => {
  const hooks = merchantFeedbackHooks();

  it('lets the platform alone reply, and anyone who may finish finish', async () => {
    const act = (actor: typeof platform, action: string) => () =>
      hooks.beforeAction?.(contextOf(actor), action, {}, record('waiting'));
    expect(await verdict(act(company, 'reply'))).toBe(PLATFORM_REPLIES);
    expect(await verdict(act(platform, 'reply'))).toBe('allowed');
    expect(await verdict(act(company, 'finish'))).toBe('allowed');
  });

  it.each(FEEDBACK_STATUSES)(
    'changes and withdraws what the company wrote only while waiting: %s',
    async (state) => {
      const expected = state === 'waiting' ? 'allowed' : ANSWERED_STAYS;
      expect(await verdict(() => hooks.beforeModify?.(contextOf(company), {}, record(state)))).toBe(expected);
      expect(
        await verdict(() => hooks.beforeDelete?.(contextOf(company), [record('waiting'), record(state)])),
      ).toBe(expected);
    },
  );
});
