// The demo's queues (business §3 "Queue"), so the queue screens open on something: Central's small,
// medium and large tables, Mong Kok's with its queue settings saved (and so its guest page's
// address), and a few numbers of the seeding's day in every state, taken and moved through the same
// change function as the queue's own calls. Central's settings stay unsaved: it runs on the
// declared defaults, as a shop does until its manager saves them.
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import type { TicketAction, TicketSource } from '../../protocol/queue-tickets';
import { hashToken, newToken } from '../auth/tokens';
import { demoService } from './demo-service';
import { businessDayOf, queueShop, type QueueRow } from '../queues/queue-setup';
import { changeTicket } from '../queues/ticket-changes';

interface DemoQueue {
  name: string;
  name_en: string;
  prefix: string;
  capacity: number;
  averageWaitMinutes: number;
  phoneRequired?: boolean;
  showOrder: number;
}

/** A number of the day: its party and what has become of it since. */
interface DemoTicket {
  prefix: string;
  people: number;
  source: TicketSource;
  phone?: string;
  then?: TicketAction[];
}

interface DemoShopQueues {
  shop: string;
  queues: DemoQueue[];
  settings?: Record<string, unknown>;
  tickets: DemoTicket[];
}

const DEMO_QUEUES: DemoShopQueues[] = [
  {
    shop: 'central',
    queues: [
      {
        name: '小枱',
        name_en: 'Small tables',
        prefix: 'S',
        capacity: 2,
        averageWaitMinutes: 6,
        showOrder: 1,
      },
      {
        name: '中枱',
        name_en: 'Medium tables',
        prefix: 'M',
        capacity: 4,
        averageWaitMinutes: 10,
        showOrder: 2,
      },
      {
        name: '大枱',
        name_en: 'Large tables',
        prefix: 'L',
        capacity: 10,
        averageWaitMinutes: 15,
        phoneRequired: true,
        showOrder: 3,
      },
    ],
    tickets: [
      { prefix: 'S', people: 2, source: 'self', then: ['call', 'seat'] },
      { prefix: 'S', people: 1, source: 'staff', then: ['call'] },
      { prefix: 'S', people: 2, source: 'self' },
      { prefix: 'S', people: 2, source: 'self', phone: '91234567' },
      { prefix: 'M', people: 4, source: 'self', then: ['call', 'skip'] },
      { prefix: 'M', people: 3, source: 'staff' },
      { prefix: 'L', people: 6, source: 'self', phone: '62345678' },
    ],
  },
  {
    shop: 'mk',
    queues: [
      {
        name: '二至四位',
        name_en: 'Two to four',
        prefix: 'A',
        capacity: 4,
        averageWaitMinutes: 8,
        showOrder: 1,
      },
      {
        name: '五位或以上',
        name_en: 'Five or more',
        prefix: 'B',
        capacity: 12,
        averageWaitMinutes: 20,
        showOrder: 2,
      },
    ],
    settings: {
      enabled: true,
      selfService: true,
      maxPartySize: 12,
      callRepeat: 2,
      guestNotice: '叫號三次未到，號碼作廢。 A number called three times and not answered is skipped.',
    },
    tickets: [
      { prefix: 'A', people: 2, source: 'self', then: ['call', 'seat'] },
      { prefix: 'A', people: 3, source: 'self' },
      { prefix: 'B', people: 6, source: 'staff', then: ['cancel'] },
      { prefix: 'B', people: 5, source: 'self' },
    ],
  },
];

export async function seedQueues(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  shopIds: Map<string, number>,
): Promise<void> {
  // The deployment's zone is the database session's (open-database.ts), for shops that name none.
  const { rows } = await tx.query<{ zone: string }>(`SELECT current_setting('TimeZone') AS zone`);
  const timeZone = rows[0]?.zone ?? 'UTC';
  const service = demoService(db, schemas);
  const actor = systemActor('hk');
  const resource = (name: string) => {
    const found = schemas.byName.get(name);
    if (!found) throw new Error(`demo queues: no resource ${name}`);
    return found;
  };
  for (const demo of DEMO_QUEUES) {
    const shopId = shopIds.get(demo.shop);
    if (shopId === undefined) throw new Error(`demo queues: no shop ${demo.shop}`);
    const made = new Map<string, Pick<QueueRow, 'id' | 'companyId' | 'shopId' | 'prefix'>>();
    for (const queue of demo.queues) {
      const record = await service.createWithin(tx, resource('queue'), actor, {
        broadcastLanguage: 'cantonese',
        ...queue,
        shopId,
      });
      made.set(queue.prefix, {
        id: record.id,
        companyId: Number(record.companyId),
        shopId,
        prefix: queue.prefix,
      });
    }
    if (demo.settings)
      await service
        .within(tx)
        .saveOne(resource('queueSettings'), actor, { ...demo.settings, shopId, version: 0 });
    const shop = await queueShop(service.within(tx).system(actor.region), shopId, timeZone);
    if (!shop) throw new Error(`demo queues: shop ${demo.shop} is not live`);
    const day = businessDayOf(shop, Date.now());
    for (const { prefix, people, source, phone, then = [] } of demo.tickets) {
      const queue = made.get(prefix);
      if (!queue) throw new Error(`demo queues: no queue ${prefix}`);
      let ticket = await changeTicket(tx, {
        kind: 'take',
        queue,
        day,
        people,
        phone: phone ?? null,
        source,
        guestTokenHash: hashToken(newToken()),
        by: null,
      });
      for (const action of then)
        ticket = await changeTicket(tx, { kind: 'action', action, ticket, by: null });
    }
  }
}
