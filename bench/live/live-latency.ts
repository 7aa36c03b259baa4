// Issue 14's live-update figure: change-to-subscriber latency with 200 subscribers. Two app servers
// on one PostgreSQL database, as behind a balancer; 200 streams of the queue's tickets (a board each)
// split between them, and walk-in numbers issued on the second server one after another. For each
// change, each stream's latency is from the moment the write was sent to the moment its `change`
// event arrived: the write, its commit, NOTIFY, both servers' fan-out and the socket, everything a
// board's screen waits for before it reads again.
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { EventStreamParser } from '../../engine/client';
import { apiCall } from '../support/api-call';
import { startBrigade } from '../support/brigade-server';
import type { Engine } from '../support/engines';
import { LatencySamples } from '../support/latency';
import { demoAccount, signIn } from '../support/sign-in';

export const SUBSCRIBERS = 200;
const CHANGES = 50;
export const LIVE_TOPIC = 'queueTicket';

export interface LiveFigures {
  p50Ms: number;
  p99Ms: number;
  events: number;
}

interface Subscriber {
  /** Resolves at the arrival of the next change event. */
  nextChange(): Promise<number>;
  close(): void;
}

function subscribe(baseUrl: string, token: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}/pro-api/live?topics=${LIVE_TOPIC}`,
      { headers: { 'x-token': token } },
      (response) => {
        if (!String(response.headers['content-type']).startsWith('text/event-stream'))
          return reject(new Error(`the live stream was refused (${response.headers['content-type']})`));
        response.setEncoding('utf8');
        const parser = new EventStreamParser();
        const arrivals: number[] = [];
        let waiting: ((at: number) => void) | undefined;
        let ready = false;
        response.on('data', (chunk: string) => {
          for (const { event } of parser.push(chunk)) {
            const at = performance.now();
            if (event === 'ready' && !ready) {
              ready = true;
              resolve({
                nextChange: () =>
                  new Promise((arrived) => {
                    const first = arrivals.shift();
                    if (first !== undefined) arrived(first);
                    else waiting = arrived;
                  }),
                close: () => request.destroy(),
              });
            } else if (event === 'change') {
              if (waiting) {
                const wake = waiting;
                waiting = undefined;
                wake(at);
              } else arrivals.push(at);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

export async function measureLiveLatency(engine: Engine): Promise<LiveFigures> {
  const first = await startBrigade(engine);
  const second = await startBrigade({ ...engine, args: engine.args.filter((arg) => arg !== '--demo') });
  const subscribers: Subscriber[] = [];
  try {
    const owner = demoAccount('hk.owner');
    const { token } = await signIn(first.url, JSON.stringify(owner));
    const shops = await apiCall<{ id: number; name: string }[]>(first.url, token, 'PUT', '/shop', {
      pageSize: 1,
    });
    const shopId = shops[0]?.id;
    if (!shopId) throw new Error('hk.owner reaches no shop');
    for (let index = 0; index < SUBSCRIBERS; index += 1)
      subscribers.push(await subscribe(index % 2 === 0 ? first.url : second.url, token));
    const samples = new LatencySamples();
    for (let change = 0; change < CHANGES; change += 1) {
      const arrivals = subscribers.map((subscriber) => subscriber.nextChange());
      const sent = performance.now();
      await apiCall(second.url, token, 'POST', '/queue/ticket', { shopId, people: 2 });
      for (const at of await Promise.all(arrivals)) samples.record(at - sent);
    }
    const [p50, p99] = samples.percentiles(50, 99);
    return {
      p50Ms: Number((p50 ?? 0).toFixed(1)),
      p99Ms: Number((p99 ?? 0).toFixed(1)),
      events: samples.size,
    };
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await second.stop();
    await first.stop();
  }
}
