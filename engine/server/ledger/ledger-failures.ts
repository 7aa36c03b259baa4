// The ledger's refusals as the caller's answers: the SQL raises its own SQLSTATE codes
// (server/migrations/0036_ledger.sql); those a request can cause become business failures, the rest
// (an unbalanced transaction, an edited entry) stay errors: only a programming error reaches them.
import { Status } from '../../protocol/status';
import { BusinessError } from '../business-error';

const KEY_REUSED = 'LG001';
const INSUFFICIENT = 'LG002';
const UNIQUE_VIOLATION = '23505';

/** Runs a ledger statement, answering what the request caused with its status. */
export async function ledgerAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === KEY_REUSED) throw new BusinessError(Status.keyReused);
    if (code === INSUFFICIENT) throw new BusinessError(Status.insufficientFunds);
    // Only the reversal index can clash here: the transaction was already taken back under another key.
    if (code === UNIQUE_VIOLATION) throw new BusinessError(Status.duplicate);
    throw error;
  }
}
