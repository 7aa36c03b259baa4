// Queues and self-service queuing through the API (business §2 /queuing_management, §3 "Queue";
// docs/api.md "Queues"): numbers never repeated under concurrent takers, the day's sequence
// starting again at midnight on the shop's clock, each staff action and a refused one, the guest's
// whole flow on the public calls, another company's ids refused, and the guest page's address
// recreated for good.
import type { Envelope } from '../../../engine/protocol/envelope';
import { Status } from '../../../engine/protocol/status';
import type {
  BoardTicket,
  GuestQueueInfo,
  GuestTicket,
  QueueBoard,
  TakenTicket,
} from '../../../protocol/queue-answers';
import { QueueStatus } from '../../../protocol/queue-status';
import { ticketNumber } from '../../../protocol/queue-tickets';
import { queuesOfShop, queueShop } from '../../../server/queues/queue-setup';
import { takeNumber } from '../../../server/queues/take-number';
import { TICKET_AUDIT } from '../../../server/queues/ticket-rows';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Queue = { id: number; prefix: string };

describeOnEachDatabase('queues', (api) => {
  let tenants: DemoTenants;
  let addresses = 0;
  /** A public call from an address of its own, so the throttle's count is the call's alone. */
  const guest = async <T>(method: Method, path: string, payload?: object, remoteAddress?: string) =>
    (
      await api.call<T>({
        method,
        url: `/pro-api/public/queue${path}`,
        remoteAddress: remoteAddress ?? `10.1.${Math.floor(addresses / 250)}.${(addresses += 1) % 250}`,
        ...(payload ? { payload } : {}),
      })
    ).body;
  const as = <T>(username: string, method: Method, path: string, payload: object) =>
    api.callAs<T>(username, method, path, payload);
  const ok = <T>(answer: Envelope<T>): T => {
    if (answer.status !== 0) throw new Error(`${answer.msgEn} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const fieldsOf = (answer: Envelope) => answer.errors?.map((error) => [error.field, error.msgEn]);

  let serial = 0;
  /** A queue of `shopId` with a prefix of its own. */
  const newQueue = async (shopId: number, values: object = {}, username = 'hk.owner'): Promise<Queue> => {
    serial += 1;
    const prefix = `Q${serial}`;
    return ok(
      await as<Queue>(username, 'POST', '/queue', {
        shopId,
        name: `Queue ${prefix}`,
        prefix,
        capacity: 4,
        averageWaitMinutes: 10,
        broadcastLanguage: 'cantonese',
        ...values,
      }),
    );
  };
  /** Switches every queue of the shop off, so a test's own queues are the only ones a party goes to. */
  const onlyNewQueues = async (shopId: number) =>
    api.db.query(`UPDATE res_queue SET data = data || '{"enabled": false}' WHERE shop_id = $1`, [shopId]);
  /** The shop's guest page token: recreated, so the settings exist. */
  const guestToken = async (shopId: number, username = 'hk.owner') =>
    ok(await as<{ guestToken: string }>(username, 'PUT', '/queue/settings/token', { shopId })).guestToken;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  describe('numbering', () => {
    it('gives 100 concurrent takers 100 distinct numbers in order, A001 to A100', async () => {
      await onlyNewQueues(tenants.causeway);
      const queue = await newQueue(tenants.causeway, { prefix: 'A', capacity: 10 });
      const token = await guestToken(tenants.causeway);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => guest<TakenTicket>('POST', `/${token}/ticket`, { people: 2 })),
      );
      const numbers = answers.map((answer) => ok(answer).ticket.number).sort();
      expect(queue.prefix).toBe('A');
      expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => ticketNumber(queue.prefix, i + 1)));
      expect(new Set(answers.map((answer) => ok(answer).guestToken)).size).toBe(100);
    });

    it("starts again from 001 at midnight on the shop's clock, not the server's", async () => {
      const { rows } = await api.db.query<{ id: number }>(
        `UPDATE res_shop SET data = data || '{"timeZone": "America/New_York"}'
          WHERE data->>'name_en' = 'Tsim Sha Tsui' RETURNING id`,
      );
      const shopId = rows[0]?.id as number;
      await newQueue(shopId, {}, 'kowloon.owner');
      const shop = await queueShop(api.records, shopId, api.config.timeZone);
      if (!shop) throw new Error('Tsim Sha Tsui is missing');
      const queues = await queuesOfShop(api.records, shopId);
      const take = async (instant: string) =>
        (await takeNumber(api.db, shop, queues, 'staff', { people: 2 }, null, Date.parse(instant))).ticket;
      // 23:58 and 23:59 on 14 January in New York, then 00:01 on the 15th: the same UTC and Hong
      // Kong day throughout.
      const late = await take('2026-01-15T04:58:00Z');
      const later = await take('2026-01-15T04:59:00Z');
      const next = await take('2026-01-15T05:01:00Z');
      expect([late, later, next].map((ticket) => [ticket.businessDay, ticket.sequence])).toEqual([
        ['2026-01-14', 1],
        ['2026-01-14', 2],
        ['2026-01-15', 1],
      ]);
    });
  });

  describe('the staff board', () => {
    let queue: Queue;
    const issue = (payload: object, username = 'hk.owner') =>
      as<BoardTicket>(username, 'POST', '/queue/ticket', { shopId: tenants.causeway, ...payload });
    const move = (action: string, id: number, username = 'hk.owner') =>
      as<BoardTicket>(username, 'PUT', `/queue/ticket/${action}`, { id });
    const board = async (username = 'hk.owner') =>
      ok(await as<QueueBoard>(username, 'PUT', '/queue/board', { shopId: tenants.causeway }));

    beforeAll(async () => {
      await onlyNewQueues(tenants.causeway);
      queue = await newQueue(tenants.causeway, { capacity: 6, phoneRequired: true });
    });

    it("issues a walk-in's number, with the phone its queue asks for", async () => {
      expect(fieldsOf(await issue({ people: 3 }))).toEqual([['phone', 'Please enter Phone']]);
      expect(fieldsOf(await issue({ people: 3, phone: '12-34' }))).toEqual([
        ['phone', 'Please enter a phone number of 8 to 15 digits'],
      ]);
      expect(fieldsOf(await issue({ people: 7, phone: '91234567' }))).toEqual([
        ['people', 'No queue seats a party of 7'],
      ]);
      const ticket = ok(await issue({ people: 3, phone: '9123 4567' }));
      expect(ticket).toMatchObject({
        number: ticketNumber(queue.prefix, 1),
        status: 'waiting',
        source: 'staff',
      });
      expect(ticket.phone).toBe('91234567');
    });

    it('calls, calls again, seats, skips and cancels, and refuses to move a finished number', async () => {
      const [first, second, third] = [
        ok(await issue({ people: 2, phone: '91234567' })),
        ok(await issue({ people: 2, phone: '91234568' })),
        ok(await issue({ people: 2, phone: '91234569' })),
      ] as [BoardTicket, BoardTicket, BoardTicket];
      expect(ok(await move('call', first.id))).toMatchObject({ status: 'called', callCount: 1 });
      expect(ok(await move('call', first.id))).toMatchObject({ status: 'called', callCount: 2 });
      expect(ok(await move('seat', first.id))).toMatchObject({ status: 'seated' });
      expect(ok(await move('skip', second.id))).toMatchObject({ status: 'skipped' });
      expect(ok(await move('cancel', third.id))).toMatchObject({ status: 'cancelled' });

      const refused = await move('call', first.id);
      expect(refused).toMatchObject({
        status: Status.invalidTransition.code,
        msgEn: `Number ${first.number} is already seated`,
      });
      expect((await move('seat', third.id)).msgEn).toBe(`Number ${third.number} was cancelled`);

      const column = (await board()).queues.find((entry) => entry.id === queue.id);
      expect(column?.tickets.map((ticket) => ticket.number)).not.toContain(first.number);
      expect(column).toMatchObject({ seated: 1, skipped: 1, cancelled: 1 });

      // Each change is in the audit trail, by whom and from which state; a refused one is not.
      const { rows } = await api.db.query<{ action: string; actor: string; changes: object }>(
        `SELECT a.action, u.data->>'username' AS actor, a.changes FROM audit_log a JOIN res_user u ON u.id = a.actor_id
          WHERE a.resource = $1 AND a.record_id = $2 ORDER BY a.id`,
        [TICKET_AUDIT, first.id],
      );
      expect(rows).toEqual([
        {
          action: 'take',
          actor: 'hk.owner',
          changes: {
            number: { after: first.number },
            people: { after: 2 },
            status: { after: 'waiting' },
          },
        },
        { action: 'call', actor: 'hk.owner', changes: { status: { before: 'waiting', after: 'called' } } },
        { action: 'call', actor: 'hk.owner', changes: { status: { before: 'called', after: 'called' } } },
        { action: 'seat', actor: 'hk.owner', changes: { status: { before: 'called', after: 'seated' } } },
      ]);
    });

    it('lists the open numbers of the day in order, queue by queue', async () => {
      const column = (await board()).queues.find((entry) => entry.id === queue.id);
      const numbers = column?.tickets.map((ticket) => ticket.number) ?? [];
      expect(numbers).toEqual([...numbers].sort());
      expect(column?.tickets.every((ticket) => ['waiting', 'called'].includes(ticket.status))).toBe(true);
    });

    it("lets a store manager work his own shop's board, and nobody another company's", async () => {
      const central = ok(await as<QueueBoard>('hk.central', 'PUT', '/queue/board', {}));
      expect(central.shopId).toBe(tenants.central);
      const walkIn = ok(await as<BoardTicket>('hk.central', 'POST', '/queue/ticket', { people: 2 }));
      expect(ok(await move('call', walkIn.id, 'hk.central')).status).toBe('called');

      const theirs = ok(await issue({ people: 2, phone: '91234560' }));
      // Causeway Bay is outside the store manager's shops, and hk outside Kowloon's owner's company.
      expect((await move('call', theirs.id, 'hk.central')).status).toBe(Status.notFound.code);
      expect((await move('call', theirs.id, 'kowloon.owner')).status).toBe(Status.notFound.code);
      expect((await move('seat', 2_000_000_000)).status).toBe(Status.notFound.code);
      expect((await as('kowloon.owner', 'PUT', '/queue/board', { shopId: tenants.causeway })).status).toBe(
        Status.forbidden.code,
      );
      expect((await as('hk.central', 'PUT', '/queue/board', { shopId: tenants.causeway })).status).toBe(
        Status.forbidden.code,
      );
      expect((await as('kowloon.owner', 'PUT', '/queue', { id: queue.id })).count).toBe(0);
    });
  });

  describe('self-service queuing', () => {
    let token: string;
    let small: Queue;
    let large: Queue;

    beforeAll(async () => {
      const shopId = tenants.mongkok;
      await api.db.query(`UPDATE res_queue SET data = data || '{"enabled": false}' WHERE shop_id = $1`, [
        shopId,
      ]);
      small = await newQueue(shopId, { capacity: 2, averageWaitMinutes: 5 }, 'kowloon.owner');
      large = await newQueue(
        shopId,
        { capacity: 8, averageWaitMinutes: 12, phoneRequired: true },
        'kowloon.owner',
      );
      // A queue for walk-ins only is not the guest's to take.
      await newQueue(shopId, { capacity: 4, scanToQueue: false }, 'kowloon.owner');
      token = await guestToken(shopId, 'kowloon.owner');
    });

    it("shows the shop's queues open to guests, with their lines", async () => {
      const info = ok(await guest<GuestQueueInfo>('GET', `/${token}`));
      expect(info).toMatchObject({ shopName: '旺角店', open: true });
      expect(info.queues.map((queue) => [queue.id, queue.waiting, queue.estimatedWaitMinutes])).toEqual([
        [small.id, 0, 0],
        [large.id, 0, 0],
      ]);
      expect(info.queues.find((queue) => queue.id === large.id)?.phoneRequired).toBe(true);
    });

    it('takes a number in the queue that fits the party, then shows its place and wait, and cancels it', async () => {
      const first = ok(await guest<TakenTicket>('POST', `/${token}/ticket`, { people: 2 }));
      const second = ok(
        await guest<TakenTicket>('POST', `/${token}/ticket`, { people: 1, phone: '+852 9123 4567' }),
      );
      expect(first.ticket).toMatchObject({
        number: ticketNumber(small.prefix, 1),
        status: 'waiting',
        position: 0,
      });
      expect(second.ticket).toMatchObject({
        number: ticketNumber(small.prefix, 2),
        position: 1,
        estimatedWaitMinutes: 5,
      });

      const english = await api.call<GuestQueueInfo>({
        method: 'GET',
        url: `/pro-api/public/queue/${token}`,
        headers: { 'accept-language': 'en' },
      });
      expect(english.body.data).toMatchObject({ shopName: 'Mong Kok' });
      expect(english.body.data.queues.find((queue) => queue.id === small.id)).toMatchObject({
        waiting: 2,
        estimatedWaitMinutes: 10,
      });

      const cancelled = ok(await guest<GuestTicket>('PUT', `/ticket/${first.guestToken}/cancel`, {}));
      expect(cancelled.status).toBe('cancelled');
      expect(ok(await guest<GuestTicket>('GET', `/ticket/${second.guestToken}`))).toMatchObject({
        position: 0,
        estimatedWaitMinutes: 0,
      });
      const again = await guest('PUT', `/ticket/${first.guestToken}/cancel`, {});
      expect(again.status).toBe(Status.invalidTransition.code);
      // The guest's own changes are in the audit trail, made by nobody signed in.
      const { rows } = await api.db.query<{ action: string; actor_id: number | null }>(
        `SELECT a.action, a.actor_id FROM audit_log a JOIN queue_ticket t ON t.id = a.record_id
          WHERE a.resource = $1 AND t.queue_id = $2 AND t.number = $3 ORDER BY a.id`,
        [TICKET_AUDIT, small.id, first.ticket.number],
      );
      expect(rows).toEqual([
        { action: 'take', actor_id: null },
        { action: 'cancel', actor_id: null },
      ]);
    });

    it('refuses a party out of range and a phone missing or malformed, naming the field, and takes nothing', async () => {
      const { rows: before } = await api.db.query('SELECT count(*)::int AS n FROM queue_ticket');
      const take = (payload: object) => guest('POST', `/${token}/ticket`, payload);
      expect(fieldsOf(await take({ people: 13 }))).toEqual([
        ['people', 'This shop takes numbers for parties of up to 12'],
      ]);
      expect(fieldsOf(await take({ people: 0 }))).toEqual([
        ['people', expect.stringContaining('Party size')],
      ]);
      expect(fieldsOf(await take({ people: 6 }))).toEqual([['phone', 'Please enter Phone']]);
      expect(fieldsOf(await take({ people: 6, phone: 'call me' }))).toEqual([
        ['phone', 'Please enter a phone number of 8 to 15 digits'],
      ]);
      expect(fieldsOf(await take({}))).toEqual([['people', 'Please enter Party size']]);
      const { rows: after } = await api.db.query('SELECT count(*)::int AS n FROM queue_ticket');
      expect(after).toEqual(before);
    });

    it('refuses numbers while self-service is off, and says so on the page', async () => {
      const settings = ok(
        await as<{ version: number }>('kowloon.owner', 'PUT', '/queue/settings', { shopId: tenants.mongkok }),
      );
      const off = await as<{ version: number }>('kowloon.owner', 'PUT', '/queue/settings/modify', {
        shopId: tenants.mongkok,
        version: settings.version,
        selfService: false,
      });
      expect(ok(await guest<GuestQueueInfo>('GET', `/${token}`))).toMatchObject({ open: false, queues: [] });
      const refused = await guest('POST', `/${token}/ticket`, { people: 2 });
      expect(refused).toMatchObject({ status: QueueStatus.queueClosed.code });
      expect(refused.msgEn).toBe('This shop is not taking queue numbers this way right now');
      await as('kowloon.owner', 'PUT', '/queue/settings/modify', {
        shopId: tenants.mongkok,
        version: ok(off).version,
        selfService: true,
      });
    });

    it('answers an unknown token "not found", and makes an address that keeps guessing wait', async () => {
      const address = '10.9.9.9';
      const unknown = await guest('GET', '/AAAAAAAAAAAAAAAAAAAAAA', undefined, address);
      expect(unknown).toMatchObject({ status: Status.notFound.code });
      expect(unknown.msgEn).toBe("This queue page does not exist. Please scan the shop's QR code again.");
      expect((await guest('GET', '/ticket/not-a-ticket-token-at-all', undefined, address)).status).toBe(2);
      expect((await guest('GET', '/x', undefined, address)).status).toBe(2);
      for (let i = 0; i < 2; i += 1)
        await guest('GET', `/ticket/unknown-ticket-token-${i}`, undefined, address);
      const waiting = await api.call({
        method: 'GET',
        url: `/pro-api/public/queue/${token}`,
        remoteAddress: address,
      });
      expect(waiting.http).toBe(429);
      expect(waiting.headers['retry-after']).toBeDefined();
    });
  });

  describe("the guest page's address", () => {
    it('recreates it for good: the old token opens nothing, the new one the same shop', async () => {
      const shopId = tenants.causeway;
      const old = await guestToken(shopId);
      expect(ok(await guest<GuestQueueInfo>('GET', `/${old}`)).shopName).toBe('銅鑼灣店');
      const renewed = await guestToken(shopId);
      expect(renewed).not.toBe(old);
      expect((await guest('GET', `/${old}`)).status).toBe(Status.notFound.code);
      expect((await guest('POST', `/${old}/ticket`, { people: 2 })).status).toBe(Status.notFound.code);
      expect(ok(await guest<GuestQueueInfo>('GET', `/${renewed}`)).shopName).toBe('銅鑼灣店');
      const settings = ok(await as<{ guestToken: string }>('hk.owner', 'PUT', '/queue/settings', { shopId }));
      expect(settings.guestToken).toBe(renewed);
      const { rows } = await api.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE resource = 'queueSettings' AND shop_id = $1 ORDER BY id`,
        [shopId],
      );
      expect(rows.map((row) => row.action)).toContain('recreateGuestToken');
    });

    it("is recreated only by whoever may save the shop's queue settings", async () => {
      const shopId = tenants.causeway;
      expect((await as('kowloon.owner', 'PUT', '/queue/settings/token', { shopId })).status).toBe(
        Status.forbidden.code,
      );
      expect((await as('hk.central', 'PUT', '/queue/settings/token', { shopId })).status).toBe(
        Status.forbidden.code,
      );
    });
  });
});
