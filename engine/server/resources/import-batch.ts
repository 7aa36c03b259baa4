// What an import of a resource without write hooks does once for all its rows rather than once per
// row (import-run.ts). Inside its one transaction only its own table and the audit log are written,
// so a read of another table (whether the sheet's company or shop is live, whether the categories its
// rows name exist) answers the same for the thousandth row as for the first, and is read once; and
// the rows' audit entries are written together before the commit, in the same transaction, so the
// records and their audit still exist only together.
import type { Queryable } from '../db/database';
import { writeAudits, type AuditEntry } from './audit';

export class ImportBatch {
  readonly #answers = new Map<string, Promise<unknown>>();
  readonly #audits: AuditEntry[] = [];

  /** `read`'s answer, read once per `key` for the import. */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      this.#answers.set(key, answer);
    }
    return answer;
  }

  /** Keeps a row's audit entry for `flush`. */
  audit(entry: AuditEntry): void {
    this.#audits.push(entry);
  }

  /** Writes the kept audit entries; called inside the import's transaction, before it commits. */
  async flush(tx: Queryable): Promise<void> {
    await writeAudits(tx, this.#audits.splice(0));
  }
}

/** `read` through the import's batch when given, else at once. */
export const steadily = <T>(
  batch: ImportBatch | undefined,
  key: string,
  read: () => Promise<T>,
): Promise<T> => (batch ? batch.once(key, read) : read());
