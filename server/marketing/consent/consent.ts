// A member's marketing consent (issue 25 item 7; migration 0054): the current state per channel and
// every change kept. PDPO Part VIA wants consent recorded before direct marketing and an opt-out
// honoured at once, so a recipient query asks `consentingSql` at the moment it reads, and no row
// means no consent.
import { recordRelation, type Queryable, type SystemRecords } from '../../../engine/server';
import type { ConsentChannel, ConsentHow } from '../../../protocol/consent';

export interface ConsentChange {
  companyId: number;
  memberId: number;
  channel: ConsentChannel;
  granted: boolean;
  how: ConsentHow;
  /** The staff account that recorded it; null when the member (or his reply) did. */
  by: number | null;
  note?: string | null;
}

/**
 * Writes the member's consent on one channel and its event, in one statement (so one transaction,
 * inside the caller's if it has one). Unchanged, it writes nothing and answers false: a repeated
 * unsubscribe or a retried call keeps one event.
 */
export async function setConsent(q: Queryable, change: ConsentChange): Promise<boolean> {
  const { rowCount } = await q.query(
    `WITH changed AS (
       INSERT INTO member_consent AS c (company_id, member_id, channel, granted, how, changed_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (company_id, member_id, channel) DO UPDATE
         SET granted = EXCLUDED.granted, how = EXCLUDED.how, changed_by = EXCLUDED.changed_by,
             changed_at = EXCLUDED.changed_at
         WHERE c.granted <> EXCLUDED.granted
       RETURNING company_id, member_id, channel, granted, how, changed_by, changed_at
     )
     INSERT INTO member_consent_event (company_id, member_id, channel, granted, how, changed_by, note, changed_at)
     SELECT company_id, member_id, channel, granted, how, changed_by, $7, changed_at FROM changed`,
    [
      change.companyId,
      change.memberId,
      change.channel,
      change.granted,
      change.how,
      change.by,
      change.note ?? null,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Whether the member `memberAlias` names (a row with `id` and `company_id`) consents on `channel`
 * (an SQL literal or parameter), for a recipient query. A lookup by member_consent's primary key, or
 * a range of its partial index of consents given when the planner joins the other way.
 */
export function consentingSql(memberAlias: string, channel: string): string {
  return `EXISTS (SELECT 1 FROM member_consent consent_
     WHERE consent_.company_id = ${memberAlias}.company_id AND consent_.member_id = ${memberAlias}.id
       AND consent_.channel = ${channel} AND consent_.granted)`;
}

/** The digits of a phone number as it is dialled from abroad, without the international prefix. */
export function internationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '');
}

/**
 * An SMS opt-out (a reply of the opt-out word, UEMO): every member with that phone, in every
 * company, stops receiving SMS. Members keep the country code apart from the number
 * (schemas/members/member.json), so both sides are compared as international digits, a national
 * trunk 0 dropped. `note` keeps what he sent (`sms:STOP`) in the history. Answers how many members'
 * consent changed.
 */
export async function optOutPhone(
  db: Queryable,
  records: SystemRecords,
  phone: string,
  how: ConsentHow,
  note?: string,
): Promise<number> {
  const digits = internationalDigits(phone);
  if (digits.length < 6) return 0;
  const members = recordRelation(records.resource('member'), ['countryCode', 'phone']);
  const { rows } = await db.query<{ id: number; company_id: number }>(
    `SELECT m.id, m.company_id FROM ${members} m
      WHERE m.phone IS NOT NULL
        AND regexp_replace(coalesce(m."countryCode", ''), '\\D', '', 'g') || ltrim(m.phone, '0') = $1`,
    [digits],
  );
  let changed = 0;
  for (const member of rows)
    if (
      await setConsent(db, {
        companyId: member.company_id,
        memberId: member.id,
        channel: 'sms',
        granted: false,
        how,
        by: null,
        note: note ?? null,
      })
    )
      changed += 1;
  return changed;
}
