// What the recipient estimate shows, apart from how it looks: a draft asked ESTIMATE_DELAY_MS after
// the form last changed it (typing content asks once, not per key), and only the latest draft's
// answer kept. A newer draft aborts the call before it, and an answer that still arrives for an
// older one is dropped, so the figures never fall back to a filter the user has moved on from.
import { makeAutoObservable, runInAction } from 'mobx';
import { RequestError } from '../../../engine/client';
import type { TaskEstimate } from '../../../protocol/marketing';
import type { TaskDraft } from './task-draft';

export const ESTIMATE_DELAY_MS = 400;

export type EstimateCall = (draft: TaskDraft, signal: AbortSignal) => Promise<TaskEstimate>;

export class EstimateRequests {
  estimate: TaskEstimate | null = null;
  /** The latest call's failure, translated ('' for one without words); null when it did not fail. */
  failure: string | null = null;
  pending = false;
  private asked = '';
  private latest = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;

  constructor(private readonly call: EstimateCall) {
    makeAutoObservable<EstimateRequests, 'call' | 'asked' | 'latest' | 'timer' | 'inFlight'>(
      this,
      { call: false, asked: false, latest: false, timer: false, inFlight: false },
      { autoBind: true },
    );
  }

  /** The form's draft now; null clears the figures (no channel chosen). Unchanged drafts ask nothing. */
  follow(draft: TaskDraft | null): void {
    const key = draft ? JSON.stringify(draft) : '';
    if (key === this.asked) return;
    this.asked = key;
    this.cancel();
    if (!draft) {
      this.estimate = null;
      this.failure = null;
      this.pending = false;
      return;
    }
    this.pending = true;
    this.timer = setTimeout(() => void this.ask(draft), ESTIMATE_DELAY_MS);
  }

  /** Stops the waiting and the call in flight (the form closed). */
  cancel(): void {
    clearTimeout(this.timer);
    this.inFlight?.abort();
    this.inFlight = undefined;
    this.latest += 1;
  }

  private async ask(draft: TaskDraft): Promise<void> {
    const call = ++this.latest;
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      const estimate = await this.call(draft, controller.signal);
      if (call !== this.latest) return;
      runInAction(() => {
        this.estimate = estimate;
        this.failure = null;
        this.pending = false;
      });
    } catch (error) {
      if (call !== this.latest) return;
      runInAction(() => {
        this.pending = false;
        // A silent failure (a sign-out the shell handles) has nothing to tell here.
        if (error instanceof RequestError && error.silent) return;
        this.estimate = null;
        // The request layer's text is translated; anything else is said in the widget's own words.
        this.failure = error instanceof RequestError ? error.message : '';
      });
    }
  }
}
