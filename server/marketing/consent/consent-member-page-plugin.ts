// The member's own consent on his page (docs/api.md "The member's own page"): a switch per channel,
// read and set with his page's token (member-page-auth.ts), as him, how `memberPage`.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, ok } from '../../../engine/server';
import {
  CONSENT_CHANNELS,
  type ConsentOutcome,
  type MemberConsent,
  type MemberConsentBody,
} from '../../../protocol/consent';
import type { ModuleContext } from '../../app-module';
import { memberAuth, MEMBER_ROUTE } from '../../members/member-page-auth';
import { setConsent } from './consent';
import { consentOf } from './consent-reads';

const BODY = bodySchema(
  {
    channel: { type: 'string', enum: [...CONSENT_CHANNELS], title: 'consent:fields.channel' },
    granted: { type: 'boolean', title: 'consent:fields.granted' },
  },
  ['channel', 'granted'],
);

const consentMemberPagePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  app.get('/member-page/consent', route, async (request) => {
    const { session } = members.of(request);
    const now = await consentOf(db, session.companyId, session.memberId);
    return ok<MemberConsent[]>(
      CONSENT_CHANNELS.map((channel) => ({ channel, granted: now[channel] === true })),
    );
  });

  app.put<{ Body: MemberConsentBody }>(
    '/member-page/consent',
    { ...route, schema: { body: BODY } },
    async (request) => {
      const { session } = members.of(request);
      const { channel, granted } = request.body;
      const changed = await setConsent(db, {
        companyId: session.companyId,
        memberId: session.memberId,
        channel,
        granted,
        how: 'memberPage',
        by: null,
      });
      return ok<ConsentOutcome>({ changed });
    },
  );
};

export default consentMemberPagePlugin;
