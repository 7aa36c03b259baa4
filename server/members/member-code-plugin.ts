// A member's sign-in on his own page with a code mailed to him (issue 23 item 6, docs/api.md "The
// member's own page"), where his company's settings let its members sign in by email with a code.
// Asking answers the same whatever was wrong, so nobody learns who is a member; the code comes in
// the asker's language, from the company's own sender where its settings name one, and signs him in
// once (member-sign-in-codes.ts) as his password would (member-sign-in-route.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bodySchema, filledString, ok, PUBLIC_ROUTE } from '../../engine/server';
import {
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_VALID_MINUTES,
  type MemberCodeRequestBody,
  type MemberCodeSignInBody,
  type MemberSignIn,
} from '../../protocol/member-page';
import { companyNameIn } from '../accounts/names-in-language';
import type { ModuleContext } from '../app-module';
import { recordSubjectUse, refuseLockedSignIn } from '../auth/login-throttle';
import { publicKeys } from '../auth/public-throttle';
import { callerLanguage } from '../caller-language';
import { memberSettings } from './member-settings';
import { issueSignInCode } from './member-sign-in-codes';
import { activeMember, codeSignedInMember, type StoredMember } from './member-sign-in';
import { answerSignIn, MEMBER_ADDRESS_PROPERTIES, memberSubject } from './member-sign-in-route';

const REQUEST_BODY = bodySchema(MEMBER_ADDRESS_PROPERTIES, ['company', 'email']);

const SIGN_IN_BODY = bodySchema(
  { ...MEMBER_ADDRESS_PROPERTIES, code: filledString(SIGN_IN_CODE_DIGITS, 'members:memberPage.code') },
  ['company', 'email', 'code'],
);

const memberCodePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config, mailer }) => {
  const mailCode = async (request: FastifyRequest, member: StoredMember) => {
    const language = callerLanguage(request);
    const code = await issueSignInCode(db, member.companyId, member.id);
    const { emailSender } = await memberSettings(records, member.companyId);
    await mailer.send({
      purpose: 'memberSignInCode',
      to: member.email,
      language,
      highlight: { code },
      params: {
        company: await companyNameIn(records, member.companyId, language),
        minutes: SIGN_IN_CODE_VALID_MINUTES,
      },
      sender: emailSender,
    });
  };

  // A member's code is written and mailed after the answer: its hash and its mail take tens of
  // milliseconds nobody else's ask would, so the time taken tells nobody who is a member.
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailing);
  });

  // Every ask counts, a member's or not, so the throttle tells nobody either (public-throttle.ts):
  // against the address asked for and against the asker's own quota of asks, never against his
  // address's sign-in count (many members share a restaurant's network).
  app.post<{ Body: MemberCodeRequestBody }>(
    '/member-page/sign-in-code/request',
    { ...PUBLIC_ROUTE, schema: { body: REQUEST_BODY } },
    async (request) => {
      const { company, email } = request.body;
      const keys = publicKeys('memberSignInCode', memberSubject(company, email), request.ip);
      const asker = publicKeys('memberSignInCodeAsker', request.ip, request.ip);
      await refuseLockedSignIn(db, keys);
      await refuseLockedSignIn(db, asker);
      await recordSubjectUse(db, keys, config.throttle.perUsername, config.throttle);
      await recordSubjectUse(db, asker, config.throttle.perAddress, config.throttle);
      const member = await activeMember(db, records, company, email, 'emailCode');
      if (member) {
        const mailed: Promise<void> = mailCode(request, member)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'a member sign-in code was not mailed'),
          )
          .finally(() => mailing.delete(mailed));
        mailing.add(mailed);
      }
      return ok(null);
    },
  );

  app.post<{ Body: MemberCodeSignInBody }>(
    '/member-page/sign-in-code',
    { ...PUBLIC_ROUTE, schema: { body: SIGN_IN_BODY } },
    async (request) =>
      ok<MemberSignIn>(
        await answerSignIn(db, records, config.throttle, {
          request,
          refusal: 'members:memberPage.codeRefused',
          find: () => codeSignedInMember(db, records, request.body),
        }),
      ),
  );
};

export default memberCodePlugin;
