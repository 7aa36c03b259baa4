// The notices waiting for the toaster (core spec §8, §9). The toaster loads with the first notice,
// not with the shell (docs/architecture.md, issue 10), so what is said before it arrives waits here.

export type NoticeIntent = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  message: string;
  intent: NoticeIntent;
}

export class NoticeQueue {
  /** Whether anything was ever said: the toaster is needed from then on. */
  used = false;
  private waiting: Notice[] = [];
  private show: ((notice: Notice) => void) | undefined;
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` when the queue is first used; the answer stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  push(notice: Notice): void {
    if (this.show) this.show(notice);
    else this.waiting.push(notice);
    if (this.used) return;
    this.used = true;
    for (const listener of this.listeners) listener();
  }

  /** Hands `show` what waited, then every later notice; the answer stops it. */
  drain(show: (notice: Notice) => void): () => void {
    this.show = show;
    for (const notice of this.waiting.splice(0)) show(notice);
    return () => {
      if (this.show === show) this.show = undefined;
    };
  }
}

/** The app's one queue, as it has one toaster. */
export const noticeQueue = new NoticeQueue();
