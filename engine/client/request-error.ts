// The one error a /pro-api call rejects with, so every caller reads a failure the same way.
import type { Envelope, FieldError } from '../protocol/envelope';

export class RequestError extends Error {
  constructor(
    /** The text to show the user, already in the UI language. */
    message: string,
    /** The server's answer when there was one (business failures, 413, 429...). */
    readonly envelope?: Envelope,
    /** The HTTP status for transport failures; undefined when no answer came. */
    readonly httpStatus?: number,
    /** Statuses 54 and 10 (core spec §8) and cancelled calls: nothing is shown. */
    readonly silent = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  get status(): number | undefined {
    return this.envelope?.status;
  }

  get fieldErrors(): FieldError[] {
    return this.envelope?.errors ?? [];
  }
}
