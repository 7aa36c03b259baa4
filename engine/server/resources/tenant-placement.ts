// Where a new record belongs (ARCHITECTURE.md "Every query is scoped on the server"): the tenant
// named in the body when the actor reaches it, else the actor's only one; and it must be live, so
// a record is never written under a company or shop that does not exist (issue 10 item 2).
import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import { reaches, type Actor, type Reach } from './actor';
import type { Tenant } from './integrity';
import { tableName } from './naming';
import { invalid, optionalRowId } from './request-params';
import { steadily, type ImportBatch } from './import-batch';

const onlyOne = (reach: Reach): number | undefined =>
  reach !== 'all' && reach.length === 1 ? reach[0] : undefined;

const required = (field: 'companyId' | 'shopId') =>
  invalid([{ field, key: 'validation:required', label: `fields:${field}` }]);

/** The company a live company or shop belongs to; refused on its key when there is none. */
async function liveTenant(
  tx: Queryable,
  schemas: CheckedSchemas,
  kind: 'company' | 'shop',
  id: number,
  batch?: ImportBatch,
): Promise<number> {
  const tenants = schemas.resources.find((resource) => resource.tenantOf === kind);
  const { rows } = tenants
    ? await steadily(batch, `tenant:${kind}:${id}`, () =>
        tx.query<{ company_id: number }>(
          `SELECT company_id FROM ${tableName(tenants)} WHERE id = $1 AND deleted_at IS NULL`,
          [id],
        ),
      )
    : { rows: [] };
  const companyId = rows[0]?.company_id;
  if (companyId === undefined) {
    const field = `${kind}Id`;
    throw invalid([{ field, key: 'validation:reference', label: `fields:${field}` }]);
  }
  return companyId;
}

export async function placeNewRecord(
  tx: Queryable,
  schemas: CheckedSchemas,
  resource: ResourceSchema,
  actor: Actor,
  body: Record<string, unknown>,
  /** The import this write is a row of, which reads other tables once and writes the audit together (import-batch.ts). */
  batch?: ImportBatch,
): Promise<Tenant> {
  if (resource.scope === 'platform') {
    if (!actor.platform) throw new BusinessError(Status.forbidden);
    return { companyId: null, shopId: null };
  }
  // A new shop is a company's record until it exists; then it becomes its own shop tenant.
  if (resource.scope === 'company' || resource.tenantOf === 'shop') {
    const companyId = optionalRowId(body, 'companyId') ?? onlyOne(actor.companies);
    if (companyId === undefined) throw required('companyId');
    if (!reaches(actor.companies, companyId)) throw new BusinessError(Status.forbidden);
    await liveTenant(tx, schemas, 'company', companyId, batch);
    return { companyId, shopId: null };
  }
  const shopId = optionalRowId(body, 'shopId') ?? onlyOne(actor.shops);
  if (shopId === undefined) throw required('shopId');
  return { companyId: await shopWithinReach(tx, schemas, actor, shopId, batch), shopId };
}

/**
 * The company of a live shop the actor reaches; refused (forbidden) when he does not reach it, on
 * `shopId` when there is no such shop.
 */
export async function shopWithinReach(
  tx: Queryable,
  schemas: CheckedSchemas,
  actor: Actor,
  shopId: number,
  batch?: ImportBatch,
): Promise<number> {
  if (!reaches(actor.shops, shopId)) throw new BusinessError(Status.forbidden);
  const companyId = await liveTenant(tx, schemas, 'shop', shopId, batch);
  if (!reaches(actor.companies, companyId)) throw new BusinessError(Status.forbidden);
  return companyId;
}
