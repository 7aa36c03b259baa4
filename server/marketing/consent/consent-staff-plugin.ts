// Staff's "Record consent" on a member's row (`POST /member/consent`, privilege members_consent): a
// consent the member gave at the counter, on a paper form or in an imported list, or withdrew by
// telling staff. The member is found within the caller's reach first (member-in-reach.ts), so
// another company's member is not found. Recording what already stands changes nothing, so the
// dialog's retry (its `key`) moves nothing twice.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, callerKeySchema, ok, ROW_ID } from '../../../engine/server';
import {
  CONSENT_CHANNELS,
  STAFF_CONSENT_HOWS,
  type ConsentOutcome,
  type StaffConsentBody,
} from '../../../protocol/consent';
import type { ModuleContext } from '../../app-module';
import { membersInReach } from '../../members/member-in-reach';
import { setConsent } from './consent';

export const MEMBERS_CONSENT_PRIVILEGE = 'members_consent';
export const CONSENT_NOTE_LENGTH = 500;

const BODY = bodySchema(
  {
    id: { ...ROW_ID, title: 'members:member' },
    channel: { type: 'string', enum: [...CONSENT_CHANNELS], title: 'consent:fields.channel' },
    granted: { type: 'boolean', title: 'consent:fields.granted' },
    how: { type: 'string', enum: [...STAFF_CONSENT_HOWS], title: 'consent:fields.how' },
    note: { type: 'string', maxLength: CONSENT_NOTE_LENGTH, title: 'consent:fields.note' },
    key: callerKeySchema('consent:fields.requestKey'),
  },
  ['id', 'channel', 'granted', 'how'],
);

const consentStaffPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  membersInReach(context).post<StaffConsentBody>(
    app,
    '/member/consent',
    MEMBERS_CONSENT_PRIVILEGE,
    BODY,
    async ({ body, companyId, by }) =>
      ok<ConsentOutcome>({
        changed: await setConsent(context.db, {
          companyId,
          memberId: body.id,
          channel: body.channel,
          granted: body.granted,
          how: body.how,
          by: by.user ?? null,
          note: body.note?.trim() || null,
        }),
      }),
  );
};

export default consentStaffPlugin;
