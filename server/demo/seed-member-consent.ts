// The demo members' marketing consent (issue 25 item 7): most said yes at sign-up to the channels
// they gave an address for (email, SMS), so the demo's marketing reaches someone; every tenth said
// nothing, so a task's recipient count shows the ones it leaves out. Set-based, in the seeding's
// transaction, each consent with its event at his sign-up time, as setConsent writes them.
import type { ResourceSchema } from '../../engine/schema';
import { recordRelation, type Queryable } from '../../engine/server';

/** One member in this many gives no consent at all. */
const WITHOUT_CONSENT_EVERY = 10;

export async function seedMemberConsent(
  tx: Queryable,
  member: ResourceSchema,
  companyId: number,
): Promise<void> {
  await tx.query(
    `WITH granted AS (
       INSERT INTO member_consent (company_id, member_id, channel, granted, how, changed_at)
       SELECT m.company_id, m.id, c.channel, true, 'signUp', m.created_at
         FROM ${recordRelation(member, ['email', 'phone'])} m
         JOIN (VALUES ('email'), ('sms')) AS c (channel)
           ON CASE c.channel WHEN 'email' THEN m.email IS NOT NULL ELSE m.phone IS NOT NULL END
        WHERE m.company_id = $1 AND m.id % $2 <> 0
       RETURNING company_id, member_id, channel, granted, how, changed_at
     )
     INSERT INTO member_consent_event (company_id, member_id, channel, granted, how, changed_at)
     SELECT company_id, member_id, channel, granted, how, changed_at FROM granted`,
    [companyId, WITHOUT_CONSENT_EVERY],
  );
}
