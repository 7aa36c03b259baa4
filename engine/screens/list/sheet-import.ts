// The SheetImport store: where one import dialog stands. A sheet is read and checked in the browser;
// a clean one is checked by the server (a dry run); only a sheet that passed that check is imported,
// and changing the sheet or the tenant asks for the check again.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ImportCall } from '../../client/import-api';
import { RequestError } from '../../client/request-error';
import { MAX_IMPORT_ROWS, type ImportOutcome } from '../../protocol/import';
import type { SheetProblem, SheetReading } from './sheet-records';

export type SendImport = (call: ImportCall, onProgress: (done: number) => void) => Promise<ImportOutcome>;

export type ImportStage = 'idle' | 'checking' | 'importing';

export class SheetImport {
  reading: SheetReading | null = null;
  /** What the browser found wrong with the sheet's rows. */
  sheetProblems: SheetProblem[] = [];
  stage: ImportStage = 'idle';
  /** Rows the server has run so far in the current call. */
  done = 0;
  /** The server's last answer on this sheet and tenant. */
  outcome: ImportOutcome | null = null;
  failure: RequestError | null = null;
  /** `companyId` or `shopId` for a user who reaches several; empty otherwise. */
  tenant: { companyId?: number; shopId?: number } = {};

  constructor(private readonly send: SendImport) {
    makeAutoObservable<SheetImport, 'send'>(
      this,
      { send: false, reading: observableRef, outcome: observableRef, failure: observableRef },
      { autoBind: true },
    );
  }

  /** A newly read sheet: whatever was checked before no longer holds. */
  takeSheet(reading: SheetReading, problems: SheetProblem[]): void {
    this.reading = reading;
    this.sheetProblems = problems;
    this.outcome = null;
    this.failure = null;
  }

  /** The picker's values: a check made for another company or shop no longer holds. */
  setTenant(values: Record<string, unknown>): void {
    const { companyId, shopId } = values;
    this.tenant = {
      ...(typeof companyId === 'number' ? { companyId } : {}),
      ...(typeof shopId === 'number' ? { shopId } : {}),
    };
    this.outcome = null;
  }

  get total(): number {
    return this.reading?.records.length ?? 0;
  }

  get tooMany(): boolean {
    return this.total > MAX_IMPORT_ROWS;
  }

  get running(): boolean {
    return this.stage !== 'idle';
  }

  /** A sheet worth sending: rows to import and nothing the browser already refuses. */
  get checkable(): boolean {
    return this.total > 0 && !this.tooMany && this.sheetProblems.length === 0 && !this.running;
  }

  /** The server's dry run found every row sound: the import may run. */
  get passed(): boolean {
    return this.outcome?.dryRun === true && this.outcome.problemCount === 0;
  }

  /** The server's dry run; resolves when it answered or failed. */
  check(): Promise<void> {
    return this.run(true).then(() => undefined);
  }

  /** The import itself, once the check passed; resolves with the rows written (0 when refused). */
  async importChecked(): Promise<number> {
    if (!this.passed) return 0;
    return (await this.run(false))?.written ?? 0;
  }

  private async run(dryRun: boolean): Promise<ImportOutcome | null> {
    if (!this.checkable || !this.reading) return null;
    this.stage = dryRun ? 'checking' : 'importing';
    this.done = 0;
    this.failure = null;
    const rows = this.reading.records.map((record) => record.values);
    try {
      const outcome = await this.send({ rows, dryRun, ...this.tenant }, (done) =>
        runInAction(() => {
          this.done = done;
        }),
      );
      runInAction(() => {
        this.outcome = outcome;
      });
      return outcome;
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      runInAction(() => {
        this.failure = error;
      });
      return null;
    } finally {
      runInAction(() => {
        this.stage = 'idle';
      });
    }
  }
}
