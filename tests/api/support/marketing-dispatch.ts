// The marketing dispatcher as the server makes it (dispatch-job.ts serverDispatch), for API suites
// whose harness runs no job workers and so run it by hand: email through the real mail path to the
// suite's SMTP server, SMS through a provider the suite names. With the writes such suites start
// from: a consenting member, message credits, the company's send management and a task.
import { loadMessages } from '../../../engine/server';
import { createMailer } from '../../../server/mail/mailer';
import { topUpCredits } from '../../../server/members/message-credits';
import { emailPort } from '../../../server/marketing/channels/email-port';
import { smsPort } from '../../../server/marketing/channels/sms-port';
import { setConsent } from '../../../server/marketing/consent/consent';
import { serverDispatch } from '../../../server/marketing/dispatch-job';
import type { SmsProvider } from '../../../server/marketing/sms/sms-provider';
import type { ApiHarness } from './api-harness';

type Row = Record<string, unknown>;

export interface TestDispatcher {
  /** The dispatcher made afresh, over a new mailer. */
  dispatcher(): ReturnType<typeof serverDispatch>;
  /** Runs the company's dispatch job once, as a job worker would. */
  dispatch(companyId: number, signal?: AbortSignal): ReturnType<ReturnType<typeof serverDispatch>['handler']>;
}

/** The dispatcher of `api`'s server; `sms` is read when it is made (a fake listens only once the suite starts). */
export function testDispatcher(api: ApiHarness, sms?: () => SmsProvider): TestDispatcher {
  let jobs = 0;
  const dispatcher = () => {
    const messages = loadMessages(api.config.localesDir);
    const mailer = createMailer(api.db, api.config, messages, { error: () => undefined });
    const server = { db: api.db, records: api.records, config: api.config, messages };
    return serverDispatch(server, { email: emailPort(mailer), ...(sms ? { sms: smsPort(sms()) } : {}) });
  };
  return {
    dispatcher,
    dispatch: (companyId, signal = new AbortController().signal) =>
      dispatcher().handler({
        db: api.db,
        jobId: `test-${(jobs += 1)}`,
        payload: { companyId, periodStart: new Date().toISOString() },
        done: 0,
        progress: () => Promise.resolve(),
        signal,
      }),
  };
}

/** A member of the company who consents on `consents`; answers his id. */
export async function consentingMember(
  api: ApiHarness,
  companyId: number,
  record: Row,
  consents: readonly ('email' | 'sms')[] = ['email', 'sms'],
): Promise<number> {
  const id = (await api.records.create('member', { companyId, ...record })).id;
  for (const channel of consents)
    await setConsent(api.db, { companyId, memberId: id, channel, granted: true, how: 'signUp', by: null });
  return id;
}

/** Gives the company `credits` more on each of email and SMS, once per `key`. */
export async function topUpBoth(api: ApiHarness, companyId: number, credits: number, key: string) {
  for (const channel of ['email', 'sms'] as const)
    await topUpCredits(
      api.db,
      { companyId, channel, credits, reason: 'test', key: `${key}-${channel}` },
      null,
    );
}

/** Saves `changes` over the company's send management as `username` does on its page. */
export async function saveSendManagement(api: ApiHarness, username: string, changes: Row): Promise<void> {
  const current = await api.callAs<Row>(username, 'PUT', '/marketing/sendManagement', {});
  const saved = await api.callAs(username, 'PUT', '/marketing/sendManagement/modify', {
    ...current.data,
    ...changes,
  });
  expect(saved).toMatchObject({ status: 0 });
}

/** Creates a task as `username`, sent now by default; answers its id. */
export async function createTask(api: ApiHarness, username: string, task: Row): Promise<number> {
  const answer = await api.callAs<Row>(username, 'POST', '/marketing/task', {
    type: 'promotion',
    vipFilter: 'any',
    sendRule: 'now',
    smsLanguage: 'en',
    ...task,
  });
  expect(answer).toMatchObject({ status: 0 });
  return answer.data.id as number;
}
