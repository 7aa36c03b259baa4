// One app server's end of the live updates: a single LISTEN on the live channel, shared by every
// subscriber on this server, each told only the changes of its topics that it `wants` (its scope).
// Several app servers each run their own hub; PostgreSQL tells them all of every commit.
import type { Database, Subscription } from '../db/database';
import { LIVE_CHANNEL, parseLiveChange, type LiveChange } from './live-change';

export interface LiveSubscriber {
  readonly topics: readonly string[];
  /** Whether this change is within the subscriber's reach (checked for every change). */
  wants(change: LiveChange): boolean;
  changed(change: LiveChange): void;
  /** Changes may have been missed (the listening connection dropped and came back): read again. */
  resync(): void;
}

export class LiveHub {
  private readonly byTopic = new Map<string, Set<LiveSubscriber>>();
  private subscription: Subscription | undefined;
  /** Whether delivery has stopped since the subscribers were last told to read again. */
  private interrupted = false;

  static async open(db: Database): Promise<LiveHub> {
    const hub = new LiveHub();
    hub.subscription = await db.listen(
      LIVE_CHANNEL,
      {
        notify: (payload) => hub.deliver(payload),
        state: (listening) => hub.listeningChanged(listening),
      },
      // Nothing in this process caches what the live channel reports: writes need not wait for it.
      { followedByWrites: false },
    );
    return hub;
  }

  /** Adds a subscriber; the answer removes it. */
  add(subscriber: LiveSubscriber): () => void {
    for (const topic of subscriber.topics) {
      let subscribers = this.byTopic.get(topic);
      if (!subscribers) this.byTopic.set(topic, (subscribers = new Set()));
      subscribers.add(subscriber);
    }
    return () => {
      for (const topic of subscriber.topics) {
        const subscribers = this.byTopic.get(topic);
        subscribers?.delete(subscriber);
        if (subscribers?.size === 0) this.byTopic.delete(topic);
      }
    };
  }

  get subscriberCount(): number {
    return new Set([...this.byTopic.values()].flatMap((subscribers) => [...subscribers])).size;
  }

  /** Whether changes are being heard now; a subscriber that joins while not is told to read again later. */
  get listening(): boolean {
    return this.subscription?.listening ?? false;
  }

  async close(): Promise<void> {
    this.byTopic.clear();
    await this.subscription?.close();
  }

  private deliver(payload: string): void {
    const change = parseLiveChange(payload);
    if (!change) return;
    for (const subscriber of this.byTopic.get(change.topic) ?? []) {
      if (subscriber.wants(change)) subscriber.changed(change);
    }
  }

  private listeningChanged(listening: boolean): void {
    if (!listening) {
      this.interrupted = true;
      return;
    }
    if (!this.interrupted) return;
    this.interrupted = false;
    const everyone = new Set([...this.byTopic.values()].flatMap((subscribers) => [...subscribers]));
    for (const subscriber of everyone) subscriber.resync();
  }
}
