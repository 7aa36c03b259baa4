// A number taken, by a guest on the queue's page or by staff for a walk-in: the party is placed in
// its queue (take-rules.ts), and the number is made in one transaction on the shop's business day
// at `now`, with a fresh token the guest's page opens it by again.
import type { Database } from '../../engine/server';
import type { TicketSource } from '../../protocol/queue-tickets';
import { hashToken, newToken } from '../auth/tokens';
import { businessDayOf, type QueueRow, type QueueShop } from './queue-setup';
import { chooseQueue, type TakeRequest } from './take-rules';
import { changeTicket } from './ticket-changes';
import type { TicketRow } from './ticket-rows';

export interface Taken {
  ticket: TicketRow;
  /** The guest's token: answered once, only its hash is kept. */
  guestToken: string;
}

export async function takeNumber(
  db: Database,
  shop: QueueShop,
  queues: readonly QueueRow[],
  source: TicketSource,
  request: TakeRequest,
  /** The member of staff issuing it; null for a guest. */
  by: number | null,
  now: number = Date.now(),
): Promise<Taken> {
  const { queue, phone } = chooseQueue(shop.settings, queues, source, request);
  const guestToken = newToken();
  const ticket = await db.transaction((tx) =>
    changeTicket(tx, {
      kind: 'take',
      queue,
      day: businessDayOf(shop, now),
      people: request.people,
      phone,
      source,
      guestTokenHash: hashToken(guestToken),
      by,
    }),
  );
  return { ticket, guestToken };
}
