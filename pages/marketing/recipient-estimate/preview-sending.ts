// The preview under the estimate (business §5 "check email address for preview"): the form's draft
// mailed to an address, one send at a time, its outcome kept until the address or a new send.
import { makeAutoObservable, runInAction } from 'mobx';
import { RequestError } from '../../../engine/client';
import type { TaskDraft } from './task-draft';

export type PreviewCall = (draft: TaskDraft, email: string) => Promise<void>;

/** A failure keeps the request's error: its field's message (a refused address) says more than its own. */
export type PreviewOutcome = { kind: 'sent'; email: string } | { kind: 'failed'; error: RequestError | null };

export class PreviewSending {
  email = '';
  sending = false;
  outcome: PreviewOutcome | null = null;

  constructor(private readonly call: PreviewCall) {
    makeAutoObservable<PreviewSending, 'call'>(this, { call: false }, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
    this.outcome = null;
  }

  /** Whether a send may start: an address typed, a draft to send, none already going. */
  canSend(draft: TaskDraft | null): draft is TaskDraft {
    return draft !== null && this.email.trim() !== '' && !this.sending;
  }

  async send(draft: TaskDraft | null): Promise<void> {
    if (!this.canSend(draft)) return;
    const email = this.email.trim();
    this.sending = true;
    this.outcome = null;
    try {
      await this.call(draft, email);
      runInAction(() => {
        this.outcome = { kind: 'sent', email };
      });
    } catch (error) {
      runInAction(() => {
        this.outcome = { kind: 'failed', error: error instanceof RequestError ? error : null };
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
