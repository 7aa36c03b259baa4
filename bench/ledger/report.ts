// The ledger step's figures against issue 23's goals, as a table, and what went wrong.
import { formatTable } from '../support/table';
import type { LedgerFigures } from './ledger-step';

export const EXPIRY_GOAL_SECONDS = 60;
export const REDEMPTION_GOAL_P95_MS = 50;

export function ledgerTable(figures: LedgerFigures): string {
  const { expiry, reconcile, redemption } = figures;
  return formatTable(
    ['ledger on PostgreSQL', 'figure', 'goal'],
    [
      [
        `${expiry.lots} points lots expired`,
        `${expiry.seconds} s (${expiry.lotsPerSecond}/s; first tenth ${expiry.firstTenthPerSecond}/s, last ${expiry.lastTenthPerSecond}/s)`,
        `≤ ${EXPIRY_GOAL_SECONDS} s`,
      ],
      [
        "the company's ledger reconciled",
        `${reconcile.seconds} s, ${reconcile.discrepancies} discrepancies`,
        '0',
      ],
      [
        `a redemption, ${redemption.callers} callers on one member`,
        `p50 ${redemption.p50} ms, p95 ${redemption.p95} ms, p99 ${redemption.p99} ms, ${redemption.perSecond}/s`,
        `p95 ≤ ${REDEMPTION_GOAL_P95_MS} ms`,
      ],
      ["seeding the members' lots", `${figures.seedSeconds} s`, ''],
    ],
  );
}

export function ledgerProblems(figures: LedgerFigures): string[] {
  const problems: string[] = [];
  if (figures.expiry.lots !== figures.members)
    problems.push(`the expiry expired ${figures.expiry.lots} lots of ${figures.members}`);
  if (figures.reconcile.discrepancies > 0)
    problems.push(`the ledger has ${figures.reconcile.discrepancies} discrepancies after the expiry`);
  return problems;
}
