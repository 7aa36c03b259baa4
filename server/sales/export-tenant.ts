// Whose job an export is (migration 0011: a job belongs to one company, and to one shop when it is a
// shop's): the company of the shops it covers, and that shop when it covers one. An export must lie
// within one company, and a store manager's within one shop of his, so that whoever asked for it
// sees it among his download tasks.
import { BusinessError, invalid } from '../../engine/server';
import type { Actor, Reach, SystemRecords } from '../../engine/server';
import { Status } from '../../engine/protocol';

export interface ExportTenant {
  companyId: number;
  shopId: number | null;
  /** null: every shop of the company. */
  shopIds: number[] | null;
}

const refused = (key: string) => invalid([{ field: 'shopIds', key, label: 'reports:fields.shopIds' }]);

export async function exportTenant(
  records: SystemRecords,
  actor: Actor,
  shops: Reach,
): Promise<ExportTenant> {
  if (shops === 'all') {
    // Every shop he reaches: one company's, and only for someone who reaches all of it.
    if (actor.companies === 'all' || actor.companies.length !== 1) throw refused('sales:errors.oneCompany');
    const [companyId] = actor.companies;
    if (companyId === undefined) throw new BusinessError(Status.forbidden);
    return { companyId, shopId: null, shopIds: null };
  }
  const { rows } = await records.list('shop', { ids: shops, pageSize: Math.max(shops.length, 1) });
  const [only, ...others] = new Set(rows.map((shop) => Number(shop.companyId)));
  if (only === undefined || others.length > 0) throw refused('sales:errors.oneCompany');
  const single = shops.length === 1 ? (shops[0] ?? null) : null;
  if (actor.shops !== 'all' && single === null) throw refused('sales:errors.chooseShop');
  return { companyId: only, shopId: actor.shops === 'all' ? null : single, shopIds: [...shops] };
}
