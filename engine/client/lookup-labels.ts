// The LookupLabels store: the labels of one referenced resource's records by id, for whatever shows
// chosen ids (a lookup field, a detail screen, a list cell). Ids asked for within one tick go out in
// one request and an id is asked for once, so a list page costs one request per lookup column, not
// one per cell.
import { observable, runInAction } from 'mobx';
import type { LookupOption } from './lookup-query';

export class LookupLabels {
  private readonly labels = observable.map<number, string>();
  private readonly requested = new Map<number, Promise<void>>();
  private waiting: number[] = [];
  private nextRequest: Promise<void> | null = null;

  constructor(private readonly fetch: (ids: number[]) => Promise<LookupOption[]>) {}

  labelOf(id: number): string | undefined {
    return this.labels.get(id);
  }

  /** Labels already known from elsewhere (the choices a search offered). */
  remember(options: readonly LookupOption[]): void {
    runInAction(() => {
      for (const { id, label } of options) this.labels.set(id, label);
    });
  }

  /** Resolves once these ids' labels are known, or their request failed; it never rejects. */
  load(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      if (this.labels.has(id) || this.requested.has(id)) continue;
      this.waiting.push(id);
      this.nextRequest ??= Promise.resolve().then(() => this.send());
      this.requested.set(id, this.nextRequest);
    }
    return Promise.all(ids.map((id) => this.requested.get(id))).then(() => undefined);
  }

  private async send(): Promise<void> {
    const ids = this.waiting;
    this.waiting = [];
    this.nextRequest = null;
    try {
      this.remember(await this.fetch(ids));
      // An id no record answers for (deleted, or beyond the caller's reach) shows as itself.
      runInAction(() => {
        for (const id of ids) if (!this.labels.has(id)) this.labels.set(id, String(id));
      });
    } catch {
      // The request layer has said why; these ids are asked for again next time.
      for (const id of ids) this.requested.delete(id);
    }
  }
}
