// The ledger's refusals as the caller's answers: the SQL raises its own SQLSTATE codes
// (server/migrations/0036_ledger.sql), or names them in a batch's answers (0045); those a request
// can cause become business failures, the rest (an unbalanced transaction, an edited entry) stay
// errors: only a programming error reaches them.
import { Status, type StatusEntry } from '../../protocol/status';
import { BusinessError } from '../business-error';

const REFUSALS: Record<string, StatusEntry> = {
  LG001: Status.keyReused,
  LG002: Status.insufficientFunds,
  // Only the reversal index can clash here: the transaction was already taken back under another key.
  '23505': Status.duplicate,
};

/** The business failure a ledger refusal code stands for. */
export function refusal(code: string): BusinessError {
  const status = REFUSALS[code];
  if (status === undefined) throw new Error(`no ledger refusal ${code}`);
  return new BusinessError(status);
}

/** Runs a ledger statement, answering what the request caused with its status. */
export async function ledgerAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(REFUSALS, code)) throw refusal(code);
    throw error;
  }
}
