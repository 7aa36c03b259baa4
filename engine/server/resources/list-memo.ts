// What one app server learnt about a list (one table, filter and order, for one reach): its bounded
// count and its page anchors, each kept under the table's change version it was read at
// (change-versions.ts). A list statement sends the version it holds; the database answers from
// the memo only while that version still holds, inside the same snapshot, so a memo is never
// trusted a moment too long, whichever server wrote.

/** A list's total: exact up to the count limit (LIST_COUNT_LIMIT); past it, "more than" the limit. */
export interface ListCount {
  /** The matching records when exact; otherwise the limit, and more than that match. */
  count: number;
  exact: boolean;
}

/** A row's place in the list (1 = the first) and its order terms as text, to seek past it. */
export interface Anchor {
  position: number;
  values: string[];
}

export interface ListFacts {
  version: string;
  count: ListCount;
  anchors?: Anchor[];
}

/** Lists remembered per server; the least recently read are forgotten first. */
const MEMO_LISTS = 500;

export class ListMemo {
  private readonly lists = new Map<string, ListFacts>();
  private readonly anchoring = new Map<string, Promise<void>>();

  read(key: string): ListFacts | undefined {
    const facts = this.lists.get(key);
    if (facts) {
      // Map keeps insertion order: re-inserting marks the list as the most recently read.
      this.lists.delete(key);
      this.lists.set(key, facts);
    }
    return facts;
  }

  /** Keeps a list's count read at `version`; what was known at another version is dropped. */
  learnCount(key: string, version: string, count: ListCount): void {
    const known = this.lists.get(key);
    this.lists.delete(key);
    this.lists.set(key, known?.version === version ? { ...known, count } : { version, count });
    if (this.lists.size > MEMO_LISTS) this.lists.delete(this.lists.keys().next().value as string);
  }

  /** Keeps a list's anchors read at `version`, beside its count read at the same version. */
  learnAnchors(key: string, version: string, anchors: Anchor[]): void {
    const known = this.lists.get(key);
    if (known?.version === version) known.anchors = anchors;
  }

  /** Runs `work` unless the list's anchors are already being read; one read at a time per list. */
  async anchorOnce(key: string, work: () => Promise<void>): Promise<void> {
    if (this.anchoring.has(key)) return;
    const reading = work().finally(() => this.anchoring.delete(key));
    this.anchoring.set(key, reading);
    await reading;
  }

  /** Resolves once every anchor read under way has ended (a closing server, a test). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.anchoring.values()]);
  }
}
