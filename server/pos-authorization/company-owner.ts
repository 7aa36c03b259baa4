// Who may connect a point-of-sale provider to a company (issue 11 item 6): its company manager, the
// owner (core spec §3), and nobody else: not the platform, a shop manager or a server.
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';
import { sessionOf } from '../auth/auth-plugin';
import type { ActiveSession } from '../auth/sessions';
import type { Account } from '../auth/user-record';

/** The company `account` runs as its owner; undefined for every other account. */
export function ownedCompany(account: Account): number | undefined {
  return account.data.accountType === 'companyManager' && account.company_id !== null
    ? account.company_id
    : undefined;
}

/** The signed-in caller's own company; "forbidden" unless he is its owner. */
export function callersCompany(request: { session: ActiveSession | null }): number {
  const company = ownedCompany(sessionOf(request).user);
  if (company === undefined) throw new BusinessError(Status.forbidden);
  return company;
}
