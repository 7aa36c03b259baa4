// A caller's reach as SQL, written once (ARCHITECTURE.md "A module is one unit"): the rows of the
// companies he reaches and, where rows belong to shops, of the shops he reaches. Every scoped read
// in the engine and the application (resource lists, jobs, reports, tickets, sales records) asks
// here, so the tenant rule cannot differ from one place to another.
import type { Reach } from './actor';
import type { SqlParams } from './sql-params';

export interface ReachColumns {
  /** The column holding a row's company. */
  company: string;
  /** The column holding a row's shop, when rows belong to shops; a row with none is then out of a shop list's reach. */
  shop?: string;
  /** A row of no company (a platform record) is within every reach. */
  companyMayBeNull?: boolean;
}

export function reachConditions(
  reach: { companies: Reach; shops: Reach },
  params: SqlParams,
  { company, shop, companyMayBeNull = false }: ReachColumns,
): string[] {
  const conditions: string[] = [];
  if (reach.companies !== 'all') {
    const companies = `${company} = ANY(${params.add(reach.companies)}::int[])`;
    conditions.push(companyMayBeNull ? `(${company} IS NULL OR ${companies})` : companies);
  }
  if (shop !== undefined && reach.shops !== 'all')
    conditions.push(`${shop} = ANY(${params.add(reach.shops)}::int[])`);
  return conditions;
}
