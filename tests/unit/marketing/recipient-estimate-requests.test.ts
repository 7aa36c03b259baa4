// The recipient estimate's requests apart from the screen: asked once the form has been still for
// ESTIMATE_DELAY_MS, not for an unchanged draft, and only the latest draft's answer kept, so an
// older answer arriving late never replaces the figures of the filter now on the form.
import { RequestError } from '../../../engine/client/request-error';
import {
  ESTIMATE_DELAY_MS,
  EstimateRequests,
  type EstimateCall,
} from '../../../pages/marketing/recipient-estimate/estimate-requests';
import type { TaskDraft } from '../../../pages/marketing/recipient-estimate/task-draft';
import type { TaskEstimate } from '../../../protocol/marketing';

/** A server answering each call only when the test says, in any order. */
function heldServer() {
  const calls: {
    draft: TaskDraft;
    signal: AbortSignal;
    answer(estimate: TaskEstimate): void;
    fail(error: Error): void;
  }[] = [];
  const call: EstimateCall = (draft, signal) =>
    new Promise((resolve, reject) => calls.push({ draft, signal, answer: resolve, fail: reject }));
  return { calls, call };
}

const sms = (content: string): TaskDraft => ({ channels: ['sms'], smsLanguage: 'en', content });
const estimateOf = (matching: number): TaskEstimate => ({
  matching,
  channels: { sms: { recipients: matching, perPerson: 1, total: matching, available: 500 } },
});

describe('the recipient estimate’s requests', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once, for the last draft, when the form has been still for the delay', async () => {
    const server = heldServer();
    const requests = new EstimateRequests(server.call);
    requests.follow(sms('H'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS - 100);
    requests.follow(sms('Hi'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS - 100);
    requests.follow(sms('Hi!'));
    expect(server.calls).toHaveLength(0);
    expect(requests.pending).toBe(true);
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    expect(server.calls.map((call) => call.draft.content)).toEqual(['Hi!']);
    server.calls[0]?.answer(estimateOf(12));
    await jest.runAllTimersAsync();
    expect(requests.estimate?.matching).toBe(12);
    expect(requests.pending).toBe(false);
    // The same draft again (another field of the form changed) asks nothing.
    requests.follow(sms('Hi!'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS * 2);
    expect(server.calls).toHaveLength(1);
  });

  it('drops an older draft’s answer that arrives after the newer one, and aborts its call', async () => {
    const server = heldServer();
    const requests = new EstimateRequests(server.call);
    requests.follow(sms('first'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    requests.follow(sms('second'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    const [first, second] = server.calls;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);
    second?.answer(estimateOf(20));
    await jest.runAllTimersAsync();
    first?.answer(estimateOf(10));
    await jest.runAllTimersAsync();
    expect(requests.estimate?.matching).toBe(20);
  });

  it('keeps the latest call’s failure in the request layer’s words, and adds nothing for a silent one', async () => {
    const server = heldServer();
    const requests = new EstimateRequests(server.call);
    requests.follow(sms('one'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    server.calls[0]?.answer(estimateOf(5));
    await jest.runAllTimersAsync();
    requests.follow(sms('two'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    server.calls[1]?.fail(new RequestError('The server is busy, try again later'));
    await jest.runAllTimersAsync();
    expect(requests.failure).toBe('The server is busy, try again later');
    expect(requests.estimate).toBeNull();

    requests.follow(sms('three'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    server.calls[2]?.fail(new RequestError('', undefined, undefined, true));
    await jest.runAllTimersAsync();
    // A silent failure (a sign-out, told by the shell) says nothing more here.
    expect(requests.failure).toBe('The server is busy, try again later');
    expect(requests.pending).toBe(false);
  });

  it('clears the figures without asking when no channel is chosen', async () => {
    const server = heldServer();
    const requests = new EstimateRequests(server.call);
    requests.follow(sms('one'));
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    server.calls[0]?.answer(estimateOf(5));
    await jest.runAllTimersAsync();
    requests.follow(null);
    jest.advanceTimersByTime(ESTIMATE_DELAY_MS);
    expect(server.calls).toHaveLength(1);
    expect(requests.estimate).toBeNull();
    expect(requests.pending).toBe(false);
  });
});
