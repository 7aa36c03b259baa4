// The rows of queue_ticket (migrations/0026) as the queue's calls read them, and the two ways a
// ticket is found for a change: by its id within a member of staff's companies and shops, or by
// the token the guest holds. Either is locked for the change's transaction.
import { isoTimestamp, TypedTable } from '../../engine/server';
import type { Actor, Queryable } from '../../engine/server';
import {
  QUEUE_TICKET_TOPIC,
  TICKET_TRANSITIONS,
  type TicketAction,
  type TicketSource,
  type TicketStatus,
} from '../../protocol/queue-tickets';

export interface TicketRow {
  id: number;
  companyId: number;
  shopId: number;
  queueId: number;
  /** YYYY-MM-DD on the shop's clock. */
  businessDay: string;
  sequence: number;
  number: string;
  people: number;
  phone: string | null;
  status: TicketStatus;
  source: TicketSource;
  takenAt: string;
  calledAt: string | null;
  callCount: number;
  finishedAt: string | null;
}

export const TICKET_COLUMNS = `id, company_id AS "companyId", shop_id AS "shopId", queue_id AS "queueId",
  to_char(business_day, 'YYYY-MM-DD') AS "businessDay", sequence, number, people, phone, status, source,
  ${isoTimestamp('taken_at')} AS "takenAt",
  CASE WHEN called_at IS NULL THEN NULL ELSE ${isoTimestamp('called_at')} END AS "calledAt",
  call_count AS "callCount",
  CASE WHEN finished_at IS NULL THEN NULL ELSE ${isoTimestamp('finished_at')} END AS "finishedAt"`;

/** The name a ticket's changes go by in the audit trail and on the live stream (protocol/queue-tickets.ts). */
export const TICKET_AUDIT = QUEUE_TICKET_TOPIC;

/** The tickets on the engine's typed-table kit: their declared transitions, audit lines and scope. */
export const TICKETS = new TypedTable<TicketAction>({
  name: TICKET_AUDIT,
  table: 'queue_ticket',
  stateColumn: 'status',
  transitions: TICKET_TRANSITIONS,
});

/** The ticket `id` within the actor's companies and shops, locked; undefined when he reaches none. */
export function lockedTicketOf(
  tx: Queryable,
  actor: Pick<Actor, 'companies' | 'shops'>,
  id: number,
): Promise<TicketRow | undefined> {
  return TICKETS.lockWithin<TicketRow>(tx, actor, id, TICKET_COLUMNS);
}

/** The ticket a guest's token opens, locked when `forUpdate`; undefined for an unknown token. */
export async function ticketOfGuest(
  db: Queryable,
  tokenHash: string,
  forUpdate: boolean,
): Promise<TicketRow | undefined> {
  const { rows } = await db.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM queue_ticket WHERE guest_token_hash = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return rows[0];
}
