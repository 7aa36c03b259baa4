// Runs a spreadsheet import (`POST {endpoint}/import`): every row created through the engine's own
// create, in one transaction, so each row meets exactly the checks a form's save meets, rows meet
// the ones before them (a name twice in the sheet is a duplicate), and nothing is written unless
// every row passes. A dry run is the same run, rolled back.
import { Status, type StatusEntry } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Database } from '../db/database';
import type { Actor } from './actor';
import { resolveLookupLabels } from './import-lookups';
import type { ResourceService } from './resource-service';
import { ImportBatch } from './import-batch';

export interface ImportRun {
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
  resource: ResourceSchema;
  actor: Actor;
  rows: Record<string, unknown>[];
  dryRun: boolean;
  /** Where every row goes: the request's companyId and shopId, checked by each create. */
  tenant: { companyId?: number; shopId?: number };
  onProgress(done: number): void;
}

export interface RowProblem {
  /** The row's number in the request, from 1. */
  row: number;
  problem: FieldProblem;
}

const ROLLBACK = new Error('import rolled back');
/** The refusals that belong to a row's values; any other stops the import. */
const ROW_STATUSES = new Set<StatusEntry>([Status.invalidInput, Status.duplicate]);

/** Answers how many records were written and every row's problems; writes all rows or none. */
export async function runImport(run: ImportRun): Promise<{ written: number; problems: RowProblem[] }> {
  const { db, schemas, service, resource, actor, dryRun, tenant } = run;
  // A row cannot choose its own tenant: the whole sheet goes where the request says.
  const rows = run.rows.map(({ companyId: _c, shopId: _s, ...row }) => ({ ...row }));
  const problems: RowProblem[] = [];
  let written = 0;
  // Hooks may write other tables, whose reads then would not hold from row to row.
  const batch = service.hasHooks(resource) ? undefined : new ImportBatch();
  await db
    .transaction(async (tx) => {
      const companyId =
        tenant.companyId ??
        (actor.companies !== 'all' && actor.companies.length === 1 ? (actor.companies[0] ?? null) : null);
      const lookupProblems = await resolveLookupLabels(tx, schemas, resource, rows, actor, companyId);
      for (const [index, row] of rows.entries()) {
        const found = lookupProblems[index] ?? [];
        if (found.length > 0) found.forEach((problem) => problems.push({ row: index + 1, problem }));
        else {
          try {
            const body = { ...row, ...tenant };
            if (batch) await service.importRow(tx, resource, actor, body, batch);
            else await service.createWithin(tx, resource, actor, body);
            written += 1;
          } catch (error) {
            // A refusal of the caller (a tenant out of reach) refuses the whole sheet, not a row.
            if (!(error instanceof BusinessError) || !ROW_STATUSES.has(error.entry)) throw error;
            for (const problem of error.fields) problems.push({ row: index + 1, problem });
          }
        }
        run.onProgress(index + 1);
      }
      // In a dry run too, so it costs what the import will.
      await batch?.flush(tx);
      if (dryRun || problems.length > 0) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
      written = 0;
    });
  return { written, problems };
}
