// Who sees a background job (docs/api.md "Background jobs"): a shop's job whoever reaches the shop
// inside its company; a company-wide job only callers who reach the whole company (not a shop
// manager, whose reach is his shops). One rule, asked of one row or of the table in SQL.
import { reaches, type Actor } from '../resources/actor';
import type { SqlParams } from '../resources/sql-params';
import { reachConditions } from '../resources/tenant-reach';
import type { JobRow } from './job-rows';

export function visibleTo(actor: Actor, job: Pick<JobRow, 'company_id' | 'shop_id'>): boolean {
  if (!reaches(actor.companies, job.company_id)) return false;
  return job.shop_id === null ? actor.shops === 'all' : reaches(actor.shops, job.shop_id);
}

/** The same rule as conditions on `background_job`: a shop list never matches a null shop. */
export function visibleJobConditions(actor: Actor, params: SqlParams): string[] {
  return reachConditions(actor, params, { company: 'company_id', shop: 'shop_id' });
}
