// List pages kept in one app server's memory, so a list read again (the dish list an owner comes back
// to, a screen refreshed) costs no statement. A page is kept under the tables its statement reads
// (its own, and those of the computed values it shows: ComputedReads) and ends when any of them
// changes: every commit tells the changed table's name (table-changes.ts), and this server's own
// writes resolve only once it has been heard (Database, followedByWrites), so a server never serves
// its own writer the page from before his write. Another server's write is heard a moment after its
// commit: the one staleness accepted, as with the sessions. Nothing is kept, or served, while the
// notifications are not being heard, and a page that moves with the calendar day ends at the next
// quarter hour, where every time zone's days begin.
import type { Database, Subscription } from '../db/database';
import type { ListReads } from './computed-fields';
import type { ListPage } from './list-page';
import { isTableName, TABLE_CHANGE_CHANNEL } from './table-changes';
import { ensureWatchedTables } from './tables';

/** Pages kept at most, and their rows' text at most in all; the least recently read go first. */
const MAX_PAGES = 2_000;
const MAX_CHARACTERS = 32 * 1024 * 1024;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** What a read saw before it asked the database: the page is kept only if nothing moved since. */
export interface PageStamp {
  epoch: number;
  generations: number[];
  expiresAt: number;
}

interface KeptPage {
  page: ListPage;
  tables: readonly string[];
  stamp: PageStamp;
}

export class PageCache {
  readonly #pages = new Map<string, KeptPage>();
  /** Per table, how many changes have been heard. */
  readonly #generations = new Map<string, number>();
  /** Raised whenever hearing stops or starts again: what was kept before may have missed a change. */
  #epoch = 0;
  #characters = 0;
  #subscription: Subscription | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Makes each typed table in `watched` tell of its changes, then starts hearing them. Until this
   * resolves (and after close) nothing is kept.
   */
  async open(db: Database, watched: readonly string[]): Promise<void> {
    await ensureWatchedTables(db, watched);
    this.#subscription = await db.listen(TABLE_CHANGE_CHANNEL, {
      notify: (table) => this.changed(table),
      state: () => this.#forget(),
    });
  }

  async close(): Promise<void> {
    const subscription = this.#subscription;
    this.#subscription = undefined;
    this.#forget();
    await subscription?.close();
  }

  /** A change of `table` was heard: every page that read it ends. */
  changed(table: string): void {
    if (!isTableName(table)) return;
    this.#generations.set(table, (this.#generations.get(table) ?? 0) + 1);
  }

  /** What a read of `reads` starts from; undefined when pages cannot be kept now. */
  stamp(reads: ListReads): PageStamp | undefined {
    if (!this.#subscription?.listening) return undefined;
    const now = this.now();
    return {
      epoch: this.#epoch,
      generations: reads.tables.map((table) => this.#generations.get(table) ?? 0),
      expiresAt: reads.byDay ? (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS : Infinity,
    };
  }

  /** The page kept under `key`, while nothing it read has changed. */
  read(key: string): ListPage | undefined {
    const kept = this.#pages.get(key);
    if (!kept) return undefined;
    if (!this.#subscription?.listening || !this.#holds(kept.tables, kept.stamp)) {
      this.#drop(key, kept);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the page as the most recently read.
    this.#pages.delete(key);
    this.#pages.set(key, kept);
    return kept.page;
  }

  /** Keeps `page`, read after `stamp` was taken, unless something it read changed meanwhile. */
  keep(key: string, reads: ListReads, stamp: PageStamp, page: ListPage): void {
    if (!this.#holds(reads.tables, stamp) || page.rowsJson.length > MAX_CHARACTERS / 16) return;
    const known = this.#pages.get(key);
    if (known) this.#drop(key, known);
    this.#pages.set(key, { page, tables: reads.tables, stamp });
    this.#characters += page.rowsJson.length;
    for (const [oldest, kept] of this.#pages) {
      if (this.#pages.size <= MAX_PAGES && this.#characters <= MAX_CHARACTERS) break;
      this.#drop(oldest, kept);
    }
  }

  #holds(tables: readonly string[], stamp: PageStamp): boolean {
    return (
      stamp.epoch === this.#epoch &&
      this.now() < stamp.expiresAt &&
      tables.every((table, i) => (this.#generations.get(table) ?? 0) === stamp.generations[i])
    );
  }

  #drop(key: string, kept: KeptPage): void {
    this.#pages.delete(key);
    this.#characters -= kept.page.rowsJson.length;
  }

  #forget(): void {
    this.#epoch += 1;
    this.#pages.clear();
    this.#characters = 0;
  }
}
