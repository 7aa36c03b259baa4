// A member's consent as it is read: per channel now (the unsubscribe page, his own page, the first
// list in his detail) and its every change, newest first (the second list, docs/schemas.md
// "detailLists"), each with the member of staff who recorded it by name.
import type { DetailListProvider, Queryable, SystemRecords } from '../../../engine/server';
import { CONSENT_CHANNELS, type ConsentChannel } from '../../../protocol/consent';
import { authorNames } from '../../members/ledger-authors';

interface ConsentRow {
  channel: ConsentChannel;
  granted: boolean;
  how: string;
  byUser: number | null;
  at: Date | string;
  note?: string | null;
}

/** Granted (true) or withdrawn (false) per channel; a channel never answered is absent. */
export async function consentOf(
  q: Queryable,
  companyId: number,
  memberId: number,
): Promise<Partial<Record<ConsentChannel, boolean>>> {
  const { rows } = await q.query<{ channel: ConsentChannel; granted: boolean }>(
    'SELECT channel, granted FROM member_consent WHERE company_id = $1 AND member_id = $2',
    [companyId, memberId],
  );
  return Object.fromEntries(rows.map((row) => [row.channel, row.granted]));
}

/** The rows as the detail lists show them: the state as a code, the moment as ISO, the staff by name. */
async function shown(records: SystemRecords, rows: readonly ConsentRow[]) {
  const { users } = await authorNames(
    records,
    rows.map((row) => ({ byUser: row.byUser, byDevice: null })),
  );
  return rows.map(({ byUser, at, granted, ...row }) => ({
    ...row,
    state: granted ? 'granted' : 'withdrawn',
    at: new Date(at).toISOString(),
    by: byUser === null ? null : (users.get(byUser) ?? null),
  }));
}

const memberOf = ({
  record,
  companyId,
}: {
  record: Readonly<Record<string, unknown>>;
  companyId: number | null;
}) => (companyId !== null && typeof record.id === 'number' ? { companyId, memberId: record.id } : undefined);

/** "Marketing consent": one row per channel, "none" where he never answered. */
export function consentNow(records: SystemRecords): DetailListProvider {
  return async (q, ask) => {
    const member = memberOf(ask);
    if (!member) return { rows: [], total: 0 };
    const { rows } = await q.query<ConsentRow>(
      `SELECT channel, granted, how, changed_by AS "byUser", changed_at AS at
         FROM member_consent WHERE company_id = $1 AND member_id = $2`,
      [member.companyId, member.memberId],
    );
    const answered = new Map((await shown(records, rows)).map((row) => [row.channel, row]));
    const all = CONSENT_CHANNELS.map((channel) => answered.get(channel) ?? { channel, state: 'none' });
    return { rows: all.slice(ask.offset, ask.offset + ask.limit), total: all.length };
  };
}

/** "Consent history": every change, newest first. */
export function consentHistory(records: SystemRecords): DetailListProvider {
  return async (q, ask) => {
    const member = memberOf(ask);
    if (!member) return { rows: [], total: 0 };
    const where = 'FROM member_consent_event WHERE company_id = $1 AND member_id = $2';
    const counted = await q.query<{ total: string }>(`SELECT count(*) AS total ${where}`, [
      member.companyId,
      member.memberId,
    ]);
    const { rows } = await q.query<ConsentRow>(
      `SELECT channel, granted, how, changed_by AS "byUser", changed_at AS at, note ${where}
        ORDER BY changed_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [member.companyId, member.memberId, ask.limit, ask.offset],
    );
    return { rows: await shown(records, rows), total: Number(counted.rows[0]?.total ?? 0) };
  };
}
