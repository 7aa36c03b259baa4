// A ticket as its guest sees it (protocol/queue-answers.ts): his number, where he stands among the
// waiting tickets of his queue's day, and the wait that means at the queue's average minutes a
// party; and the queues of the guest's page with the line each has now.
import type { Queryable, SystemRecords } from '../../engine/server';
import type { GuestQueue, GuestTicket } from '../../protocol/queue-answers';
import { estimatedWait } from '../../protocol/queue-tickets';
import { nameIn, queueOfTicket, type QueueRow, type QueueShop } from './queue-setup';
import type { TicketRow } from './ticket-rows';

/** Waiting tickets of each of the shop's queues on `day`, by queue id. */
export async function waitingCounts(
  db: Queryable,
  shopId: number,
  day: string,
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ queueId: number; waiting: number }>(
    `SELECT queue_id AS "queueId", count(*)::int AS waiting FROM queue_ticket
      WHERE shop_id = $1 AND business_day = $2 AND status = 'waiting' GROUP BY queue_id`,
    [shopId, day],
  );
  return new Map(rows.map((row) => [row.queueId, row.waiting]));
}

export function guestQueues(
  queues: readonly QueueRow[],
  waiting: ReadonlyMap<number, number>,
  english: boolean,
): GuestQueue[] {
  return queues.map((queue) => {
    const ahead = waiting.get(queue.id) ?? 0;
    return {
      id: queue.id,
      name: nameIn(english, queue.name, queue.nameEn),
      capacity: queue.capacity,
      showOrder: queue.showOrder,
      phoneRequired: queue.phoneRequired,
      waiting: ahead,
      estimatedWaitMinutes: estimatedWait(ahead, queue.averageWaitMinutes),
    };
  });
}

export async function guestTicketView(
  db: Queryable,
  records: SystemRecords,
  ticket: TicketRow,
  shop: Pick<QueueShop, 'name' | 'nameEn'>,
  english: boolean,
): Promise<GuestTicket> {
  const queue = await queueOfTicket(records, ticket);
  let position = 0;
  if (ticket.status === 'waiting') {
    const { rows } = await db.query<{ ahead: number }>(
      `SELECT count(*)::int AS ahead FROM queue_ticket
        WHERE company_id = $1 AND queue_id = $2 AND business_day = $3 AND status = 'waiting' AND sequence < $4`,
      [ticket.companyId, ticket.queueId, ticket.businessDay, ticket.sequence],
    );
    position = rows[0]?.ahead ?? 0;
  }
  return {
    number: ticket.number,
    status: ticket.status,
    people: ticket.people,
    queueName: queue ? nameIn(english, queue.name, queue.nameEn) : '',
    shopName: nameIn(english, shop.name, shop.nameEn),
    position,
    estimatedWaitMinutes: estimatedWait(position, queue?.averageWaitMinutes ?? 0),
    day: ticket.businessDay,
    takenAt: ticket.takenAt,
    calledAt: ticket.calledAt,
  };
}
