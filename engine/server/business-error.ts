import type { StatusEntry } from '../protocol/status';
import type { FieldProblem } from '../schema/field-problem';
import type { Params } from './messages';

export type { FieldProblem };

/**
 * A failure the caller can act on. Thrown anywhere below a route; the envelope plugin translates
 * it into `{status, msg, msgEn, errors}` with the entry's HTTP code.
 */
export class BusinessError extends Error {
  constructor(
    readonly entry: StatusEntry,
    readonly params: Params = {},
    readonly fields: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(entry.key);
    this.name = 'BusinessError';
  }
}
