// The member's own page, its calls (issue 23 item 6, docs/api.md "The member's own page"): he signs
// in with his company's subdomain, his email and his password, throttled as the staff's sign-in is
// (login-throttle.ts) by what he signs in as and by his address; then, with the token he was given
// (member-page-auth.ts), reads his card and his two histories, the same rows the staff's detail
// lists show (member-history.ts), and signs out. Everything acts as him alone, never as staff.
import type { FastifyPluginAsync } from 'fastify';
import {
  BusinessError,
  bodySchema,
  filledString,
  ok,
  PAGING_PROPERTIES,
  pageOf,
  PUBLIC_ROUTE,
} from '../../engine/server';
import { AccountStatus } from '../../protocol/account-status';
import {
  COMPANY_LENGTH,
  type MemberCard,
  type MemberSignIn,
  type MemberSignInBody,
} from '../../protocol/member-page';
import { EMAIL_LENGTH, PASSWORD_LENGTH } from '../../protocol/text-lengths';
import type { ModuleContext } from '../app-module';
import { clearUsername, recordFailure, refuseLockedSignIn } from '../auth/login-throttle';
import { publicKeys } from '../auth/public-throttle';
import { callerLanguage } from '../caller-language';
import { memberCard } from './member-card';
import { memberHistory } from './member-history';
import { memberAuth, MEMBER_ROUTE } from './member-page-auth';
import { createMemberSession, endMemberSession } from './member-sessions';
import { signedInMember } from './member-sign-in';

const SIGN_IN_BODY = bodySchema(
  {
    company: filledString(COMPANY_LENGTH, 'members:memberPage.company'),
    email: filledString(EMAIL_LENGTH, 'members:fields.email'),
    password: filledString(PASSWORD_LENGTH, 'members:fields.password'),
  },
  ['company', 'email', 'password'],
);

const HISTORY_BODY = bodySchema(PAGING_PROPERTIES);

const memberPagePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  app.post<{ Body: MemberSignInBody }>(
    '/member-page/sign-in',
    { ...PUBLIC_ROUTE, schema: { body: SIGN_IN_BODY } },
    async (request) => {
      const { company, email } = request.body;
      const keys = publicKeys('memberSignIn', `${company}:${email}`, request.ip);
      await refuseLockedSignIn(db, keys);
      const member = await signedInMember(db, records, request.body);
      if (!member) {
        await recordFailure(db, keys, config.throttle);
        throw BusinessError.because(AccountStatus.badCredentials, 'members:memberPage.badCredentials');
      }
      await clearUsername(db, keys);
      const token = await createMemberSession(db, member.companyId as number, member.id);
      return ok<MemberSignIn>({
        token,
        card: await memberCard(db, records, member, callerLanguage(request)),
      });
    },
  );

  app.post('/member-page/sign-out', { ...route, schema: { body: bodySchema({}) } }, async (request) => {
    await endMemberSession(db, members.of(request).session.sessionId);
    return ok(null);
  });

  app.get('/member-page/card', route, async (request) =>
    ok<MemberCard>(await memberCard(db, records, members.of(request).member, callerLanguage(request))),
  );

  for (const account of ['balance', 'points'] as const) {
    const history = memberHistory(records, account);
    app.put(
      `/member-page/history/${account}`,
      { ...route, schema: { body: HISTORY_BODY } },
      async (request) => {
        const { member } = members.of(request);
        const page = await history(db, {
          record: member,
          companyId: member.companyId as number,
          ...pageOf(request.body as Record<string, unknown>),
          filter: undefined,
        });
        return ok(page.rows, page.total);
      },
    );
  }
};

export default memberPagePlugin;
