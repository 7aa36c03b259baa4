// The company a call is about, for a call that is about one company's numbers (its credits, a
// marketing task's estimate): the one it names, if the caller reaches it (another is not found), else
// the caller's only company; the platform, which reaches them all, must name one.
import { Status } from '../engine/protocol';
import { BusinessError, invalid, type Actor } from '../engine/server';

/** `label` names the company field in the error a caller who must name one hears. */
export function callerCompany(actor: Actor, named: number | undefined, label: string): number {
  const reach = actor.companies;
  if (named !== undefined) {
    if (reach !== 'all' && !reach.includes(named)) throw new BusinessError(Status.notFound);
    return named;
  }
  const [only] = reach === 'all' ? [] : reach;
  if (only === undefined || (reach !== 'all' && reach.length > 1))
    throw invalid([{ field: 'companyId', key: 'validation:required', label }]);
  return only;
}
