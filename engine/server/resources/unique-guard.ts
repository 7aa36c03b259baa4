import { Status, type StatusEntry } from '../../protocol/status';
import { BusinessError } from '../business-error';

const UNIQUE_VIOLATION = '23505';

/** Runs `work`, answering a unique index's refusal with `status` rather than a 500. */
export async function onUniqueViolation<T>(status: StatusEntry, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new BusinessError(status);
    throw error;
  }
}

/**
 * The check before a write finds a taken value with its field; two writes racing past it meet the
 * unique index instead, and that clash answers the same duplicate status.
 */
export const guardUnique = <T>(work: () => Promise<T>): Promise<T> =>
  onUniqueViolation(Status.duplicate, work);
