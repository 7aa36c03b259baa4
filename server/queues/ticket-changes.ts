// Every change of a queue's ticket passes through `changeTicket`, inside the transaction of the
// call that makes it: a number taken (by a guest or for a walk-in) and each staff or guest action
// (call, seat, skip, cancel), moved by the tickets' declared transitions on the engine's typed-table
// kit (ticket-rows.ts TICKETS), which writes the audit line; the table's triggers tell the live screens.
import { BusinessError } from '../../engine/server';
import type { Queryable } from '../../engine/server';
import { Status } from '../../engine/protocol';
import { ticketNumber, type TicketAction, type TicketSource } from '../../protocol/queue-tickets';
import type { QueueRow } from './queue-setup';
import { TICKET_COLUMNS, TICKETS, type TicketRow } from './ticket-rows';

export interface TakeNumber {
  kind: 'take';
  queue: Pick<QueueRow, 'id' | 'companyId' | 'shopId' | 'prefix'>;
  /** The shop's business day the number belongs to. */
  day: string;
  people: number;
  phone: string | null;
  source: TicketSource;
  guestTokenHash: string;
  /** The member of staff issuing it; null for a guest. */
  by: number | null;
}

export interface MoveTicket {
  kind: 'action';
  action: TicketAction;
  /** The ticket as read, locked, in this transaction. */
  ticket: TicketRow;
  /** The member of staff acting; null for the guest himself. */
  by: number | null;
}

export type TicketChange = TakeNumber | MoveTicket;

/**
 * The day's next sequence of the queue: the counter row's lock lines concurrent takers up, so no
 * two get the same value (migrations/0026).
 */
async function nextSequence(tx: Queryable, take: TakeNumber): Promise<number> {
  const { rows } = await tx.query<{ last: number }>(
    `INSERT INTO queue_ticket_counter AS c (company_id, queue_id, business_day, last) VALUES ($1, $2, $3, 1)
     ON CONFLICT (company_id, queue_id, business_day) DO UPDATE SET last = c.last + 1
     RETURNING last`,
    [take.queue.companyId, take.queue.id, take.day],
  );
  const last = rows[0]?.last;
  if (last === undefined) throw new Error('queue_ticket_counter answered no sequence');
  return last;
}

async function takeNumber(tx: Queryable, take: TakeNumber): Promise<TicketRow> {
  const sequence = await nextSequence(tx, take);
  const { queue } = take;
  const { rows } = await tx.query<TicketRow>(
    `INSERT INTO queue_ticket (company_id, shop_id, queue_id, business_day, sequence, number, people, phone,
                               status, source, guest_token_hash, taken_by, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'waiting', $9, $10, $11, $11)
     RETURNING ${TICKET_COLUMNS}`,
    [
      queue.companyId,
      queue.shopId,
      queue.id,
      take.day,
      sequence,
      ticketNumber(queue.prefix, sequence),
      take.people,
      take.phone,
      take.source,
      take.guestTokenHash,
      take.by,
    ],
  );
  return rows[0] as TicketRow;
}

/** A finished ticket refused an action, saying which number and how it ended. */
function finished(ticket: TicketRow): BusinessError {
  const error = new BusinessError(Status.invalidTransition, { number: ticket.number });
  error.messageKey = `queues:errors.finished.${ticket.status}`;
  return error;
}

/**
 * Makes the change inside `tx`, the transaction of the call that asks for it, with its line in the
 * audit trail (who: the member of staff, or nobody for the guest); answers the ticket after it.
 */
export async function changeTicket(tx: Queryable, change: TicketChange): Promise<TicketRow> {
  if (change.kind === 'action') {
    const { action, ticket, by } = change;
    return TICKETS.move<TicketRow>(tx, {
      id: ticket.id,
      action,
      from: ticket.status,
      by,
      companyId: ticket.companyId,
      shopId: ticket.shopId,
      also: action === 'call' ? 'called_at = now(), call_count = call_count + 1' : 'finished_at = now()',
      returning: TICKET_COLUMNS,
      refusal: () => finished(ticket),
    });
  }
  const taken = await takeNumber(tx, change);
  await TICKETS.audit(tx, { ...taken, by: change.by }, 'take', {
    number: { after: taken.number },
    people: { after: taken.people },
    status: { after: taken.status },
  });
  return taken;
}
