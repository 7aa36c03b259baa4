// The two calls of a settings record (docs/api.md "Settings records"): read one tenant's record
// (its defaults before the first save) and save it. The tenant travels as `companyId` or `shopId`.
import { modifyEndpoint } from '../schema/endpoints';
import type { ResourceSchema } from '../schema/resource';
import { api } from './http';
import type { ResourceApi, StoredRecord } from './resource-api';

/** `{shopId}` or `{companyId}` when the user chose one; empty when the server is to use his only one. */
export type TenantChoice = Record<string, number>;

export interface SettingsApi {
  read(): Promise<StoredRecord>;
  /** Saves the changes over the version read: 0 before the first save. */
  save(version: number, changes: Record<string, unknown>): Promise<StoredRecord>;
}

/** The settings calls as the record form calls a resource: every save is a modify of what was read. */
export const asFormApi = (settings: SettingsApi): Pick<ResourceApi, 'create' | 'modify'> => ({
  create: (values) => settings.save(0, values),
  modify: (_id, version, changes) => settings.save(version, changes),
});

// An unsaved record has no id yet (null on the wire); the form never sends it, as a save names
// the tenant, so 0 stands in for it here.
type Answer = { id: number | null; version: number; [field: string]: unknown };
const asStored = (answer: Answer): StoredRecord => ({
  ...answer,
  id: answer.id ?? 0,
});

export function settingsApi(resource: ResourceSchema, tenant: TenantChoice): SettingsApi {
  // Save failures show on the form (fields, message bar), not as a toast.
  const quiet = { notify: false };
  return {
    async read() {
      return asStored((await api.put<Answer>(resource.endpoint, tenant)).data);
    },
    async save(version, changes) {
      const body = { ...changes, ...tenant, version };
      return asStored((await api.put<Answer>(modifyEndpoint(resource), body, quiet)).data);
    },
  };
}
