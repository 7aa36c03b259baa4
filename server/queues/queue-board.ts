// The staff board of a shop's day (business §2 self_service_queuing): each queue with its waiting
// and called tickets in number order, and how many were seated, skipped and cancelled. A queue
// switched off still shows while it holds open tickets, so staff can finish them.
import type { Queryable } from '../../engine/server';
import type { BoardQueue, BoardTicket, QueueBoard } from '../../protocol/queue-answers';
import { nameIn, type QueueRow, type QueueShop } from './queue-setup';
import { TICKET_COLUMNS, type TicketRow } from './ticket-rows';

type Finished = 'seated' | 'skipped' | 'cancelled';

const boardTicket = (ticket: TicketRow): BoardTicket => ({
  id: ticket.id,
  number: ticket.number,
  people: ticket.people,
  phone: ticket.phone,
  status: ticket.status,
  source: ticket.source,
  takenAt: ticket.takenAt,
  calledAt: ticket.calledAt,
  callCount: ticket.callCount,
});

export async function readBoard(
  db: Queryable,
  shop: QueueShop,
  queues: readonly QueueRow[],
  day: string,
  english: boolean,
): Promise<QueueBoard> {
  const open = await db.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM queue_ticket
      WHERE shop_id = $1 AND business_day = $2 AND status IN ('waiting', 'called')
      ORDER BY queue_id, sequence`,
    [shop.shopId, day],
  );
  const ended = await db.query<{ queueId: number; status: Finished; n: number }>(
    `SELECT queue_id AS "queueId", status, count(*)::int AS n FROM queue_ticket
      WHERE shop_id = $1 AND business_day = $2 AND status IN ('seated', 'skipped', 'cancelled')
      GROUP BY queue_id, status`,
    [shop.shopId, day],
  );
  const count = (queueId: number, status: Finished) =>
    ended.rows.find((row) => row.queueId === queueId && row.status === status)?.n ?? 0;
  const columns: BoardQueue[] = queues.flatMap((queue) => {
    const tickets = open.rows.filter((ticket) => ticket.queueId === queue.id).map(boardTicket);
    if (!queue.enabled && tickets.length === 0) return [];
    return [
      {
        id: queue.id,
        name: nameIn(english, queue.name, queue.nameEn),
        prefix: queue.prefix,
        capacity: queue.capacity,
        broadcastLanguage: queue.broadcastLanguage,
        enabled: queue.enabled,
        tickets,
        seated: count(queue.id, 'seated'),
        skipped: count(queue.id, 'skipped'),
        cancelled: count(queue.id, 'cancelled'),
      },
    ];
  });
  return {
    shopId: shop.shopId,
    day,
    enabled: shop.settings.enabled,
    callRepeat: shop.settings.callRepeat,
    maxPartySize: shop.settings.maxPartySize,
    queues: columns,
  };
}
