// What both sign-ins of the member's own page share (by password, member-page-plugin.ts; by a mailed
// code, member-code-plugin.ts): the company and email every one of their calls takes, and the end of
// a sign-in. That is throttled as the staff's sign-in is (login-throttle.ts), by what he signs in as
// and by his address, one count for both ways, so a guesser gains nothing by switching; a failure
// answers one message whatever was wrong, a success his token and his card.
import type { FastifyRequest } from 'fastify';
import {
  BusinessError,
  filledString,
  type ApiRecord,
  type Queryable,
  type SystemRecords,
} from '../../engine/server';
import { AccountStatus } from '../../protocol/account-status';
import { COMPANY_LENGTH, type MemberCodeRequestBody, type MemberSignIn } from '../../protocol/member-page';
import { EMAIL_LENGTH } from '../../protocol/text-lengths';
import type { ThrottlePolicy } from '../config';
import { clearUsername, recordFailure, refuseLockedSignIn } from '../auth/login-throttle';
import { publicKeys } from '../auth/public-throttle';
import { callerLanguage } from '../caller-language';
import { memberCard } from './member-card';
import { createMemberSession } from './member-sessions';

/** The body properties that name him: his company's subdomain and his email. */
export const MEMBER_ADDRESS_PROPERTIES = {
  company: filledString(COMPANY_LENGTH, 'members:memberPage.company'),
  email: filledString(EMAIL_LENGTH, 'members:fields.email'),
};

/** What a throttle counts a member's sign-in against: each part as the lookup reads it, so padding one makes no new subject. */
export const memberSubject = (company: string, email: string): string =>
  `${company.trim().toLowerCase()}:${email.trim().toLowerCase()}`;

export interface SignInAttempt {
  request: FastifyRequest<{ Body: MemberCodeRequestBody }>;
  /** The one message every failure of this way answers. */
  refusal: string;
  /** The member the attempt signs in; undefined whatever is wrong. */
  find(): Promise<ApiRecord | undefined>;
}

export async function answerSignIn(
  db: Queryable,
  records: SystemRecords,
  throttle: ThrottlePolicy,
  { request, refusal, find }: SignInAttempt,
): Promise<MemberSignIn> {
  const { company, email } = request.body;
  const keys = publicKeys('memberSignIn', memberSubject(company, email), request.ip);
  await refuseLockedSignIn(db, keys);
  const member = await find();
  if (!member) {
    await recordFailure(db, keys, throttle);
    throw BusinessError.because(AccountStatus.badCredentials, refusal);
  }
  await clearUsername(db, keys);
  const token = await createMemberSession(db, member.companyId as number, member.id);
  return { token, card: await memberCard(db, records, member, callerLanguage(request)) };
}
