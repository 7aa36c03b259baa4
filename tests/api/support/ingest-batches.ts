// The calls a shop's till makes in the reconciliation set (docs/api.md "Point-of-sale ingest"): a
// batch of orders, clock events or feedback from one shop, with what the ingest must answer for
// each entry, sent once and sent again after every batch; and, of every entry sent more than once,
// the version the shop's books end with (idempotent by shop and id, compared by the version).
import type { IngestOutcome } from '../../../server/sales/order-writes';
import type { ShopKey } from './pos-sales';

/** One call of a shop's till and what the ingest must answer for each entry. */
export interface Batch<T> {
  shop: ShopKey;
  entries: T[];
  outcomes: IngestOutcome[];
}

/** A batch of entries the shop has not sent before. */
export const created = <T>(shop: ShopKey, entries: T[]): Batch<T> => ({
  shop,
  entries,
  outcomes: entries.map(() => 'created'),
});

/** Each ingest call by its path: the list its body holds, and the name its answer gives an entry's id. */
export const INGEST_CALLS = {
  orders: { list: 'orders', id: 'orderId' },
  'clock-events': { list: 'events', id: 'eventId' },
  feedback: { list: 'feedback', id: 'feedbackId' },
} as const;

type IngestPath = keyof typeof INGEST_CALLS;

/** How a till sends one kind of entry: the call, the entry as the body lists it, its id and version. */
export interface Ingest<T extends { shop: ShopKey }> {
  path: IngestPath;
  payload: (entry: T) => object;
  idOf: (entry: T) => string;
  /** The version's stamp, an ISO moment: an equal one is the same version again, an earlier one stale. */
  version: (entry: T) => string;
}

const keyOf = <T extends { shop: ShopKey }>(ingest: Ingest<T>, entry: T) =>
  `${entry.shop}/${ingest.idOf(entry)}`;

/** Of every entry sent, the version stamped latest (the first sent, of equal stamps). */
export function latest<T extends { shop: ShopKey }>(ingest: Ingest<T>, batches: readonly Batch<T>[]): T[] {
  const kept = new Map<string, T>();
  for (const { entries } of batches)
    for (const entry of entries) {
      const before = kept.get(keyOf(ingest, entry));
      if (!before || Date.parse(ingest.version(entry)) > Date.parse(ingest.version(before)))
        kept.set(keyOf(ingest, entry), entry);
    }
  return [...kept.values()];
}

/** An entry's answer: its id under the call's name for it, and its outcome. */
type Answered = Record<string, string | undefined>;

/** A batch as its call sends it. */
export interface Call {
  path: IngestPath;
  shop: ShopKey;
  payloads: object[];
  /** What the ingest accepts it as, entry by entry. */
  accepted: Answered[];
  /** What it accepts it as when every batch was sent before: the latest version unchanged, others stale. */
  resent: Answered[];
}

/** The calls that send `batches` in turn. */
export function callsOf<T extends { shop: ShopKey }>(
  ingest: Ingest<T>,
  batches: readonly Batch<T>[],
): Call[] {
  const final = new Map(latest(ingest, batches).map((entry) => [keyOf(ingest, entry), entry]));
  const answered = (entry: T, outcome: IngestOutcome | undefined): Answered => ({
    [INGEST_CALLS[ingest.path].id]: ingest.idOf(entry),
    outcome,
  });
  return batches.map((batch) => ({
    path: ingest.path,
    shop: batch.shop,
    payloads: batch.entries.map(ingest.payload),
    accepted: batch.entries.map((entry, i) => answered(entry, batch.outcomes[i])),
    resent: batch.entries.map((entry) => {
      const kept = final.get(keyOf(ingest, entry));
      return answered(entry, kept && ingest.version(kept) === ingest.version(entry) ? 'unchanged' : 'stale');
    }),
  }));
}
