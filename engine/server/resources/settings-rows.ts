// The storage side of settings records (docs/schemas.md "Settings records"): one live row per
// tenant, found by its tenant columns, and the answer for a tenant that has saved none yet.
import { Status } from '../../protocol/status';
import type { ResourceSchema } from '../../schema/resource';
import { settingsDefaults } from '../../schema/settings-record';
import type { Queryable } from '../db/database';
import type { Tenant } from './integrity';
import { tableName } from './naming';
import type { ApiRecord, StoredRow } from './record-shape';
import type { ComputedValues } from './computed-fields';
import { recordJson } from './record-json';
import { onUniqueViolation } from './unique-guard';

/** The tenant's live row, locked for the transaction when `forUpdate`; undefined when none is saved. */
export async function settingsRow(
  db: Queryable,
  resource: ResourceSchema,
  tenant: Tenant,
  forUpdate: boolean,
): Promise<StoredRow | undefined> {
  const { rows } = await db.query<StoredRow>(
    `SELECT * FROM ${tableName(resource)}
      WHERE company_id = $1 AND shop_id IS NOT DISTINCT FROM $2 AND deleted_at IS NULL
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    [tenant.companyId, tenant.shopId],
  );
  return rows[0];
}

/**
 * The tenant's live record as a list answers records, computed values included (a booking URL the
 * server keeps beside the record), or undefined when none is saved.
 */
export async function settingsRecord(
  db: Queryable,
  resource: ResourceSchema,
  computed: ComputedValues,
  tenant: Tenant,
): Promise<ApiRecord | undefined> {
  const { rows } = await db.query<{ record: ApiRecord }>(
    `SELECT ${recordJson(resource, computed)} AS record FROM ${tableName(resource)}
      WHERE company_id = $1 AND shop_id IS NOT DISTINCT FROM $2 AND deleted_at IS NULL`,
    [tenant.companyId, tenant.shopId],
  );
  return rows[0]?.record;
}

/** The tenant keys a record of this tenant is created with. */
export const tenantKeys = ({ companyId, shopId }: Tenant): Record<string, number | null> =>
  shopId === null ? { companyId } : { companyId, shopId };

/** A settings record as answered: a saved record, or the defaults of one not saved yet (`id` null). */
export type SettingsAnswer = Record<string, unknown> & { id: number | null; version: number };

/** What a tenant without a saved record reads: the declared defaults, no id, version 0. */
export function unsavedSettings(resource: ResourceSchema, tenant: Tenant): SettingsAnswer {
  return { ...settingsDefaults(resource), id: null, version: 0, ...tenant };
}

/**
 * A settings record has no unique fields of its own (the checker refuses them), so a unique
 * violation in its save is the one-per-tenant index: another first save won the race.
 */
export const staleOnRace = <T>(work: () => Promise<T>): Promise<T> =>
  onUniqueViolation(Status.staleVersion, work);
