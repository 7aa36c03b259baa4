import type { StatusEntry } from '../protocol/status';
import type { FieldProblem } from '../schema/field-problem';
import type { Params } from './messages';

export type { FieldProblem };

/**
 * A failure the caller can act on. Thrown anywhere below a route; the envelope plugin translates
 * it into `{status, msg, msgEn, errors}` with the entry's HTTP code.
 */
export class BusinessError extends Error {
  /** The message's label key: the status's own, unless the failure has a more exact reason. */
  messageKey: string;

  /** A failure told with its own reason (a delete refused for the spec's cause, say). */
  static because(entry: StatusEntry, messageKey: string): BusinessError {
    const error = new BusinessError(entry);
    error.messageKey = messageKey;
    return error;
  }

  constructor(
    readonly entry: StatusEntry,
    readonly params: Params = {},
    readonly fields: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(entry.key);
    this.name = 'BusinessError';
    this.messageKey = `status:${entry.key}`;
  }
}
