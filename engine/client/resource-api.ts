// The calls every declared resource answers at its endpoint (docs/api.md "Declared resources"). The
// screens reach the server only through these, so a screen test can hand in a fake.
import { actionEndpoint, bulkActionEndpoint, modifyEndpoint } from '../schema/endpoints';
import type { ResourceSchema, StateAction } from '../schema/resource';
import { api } from './http';

/** A record as the server answers it: its fields plus the stamps. */
export interface StoredRecord {
  id: number;
  version: number;
  companyId?: number | null;
  shopId?: number | null;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

export interface Page {
  rows: StoredRecord[];
  count: number;
  /** false when `count` is the server's count limit and more records than that match. */
  countExact?: boolean;
}

export interface ResourceApi {
  query(body: Record<string, unknown>): Promise<Page>;
  /** One record by id, or null when it does not exist or lies outside the caller's reach. */
  read(id: number): Promise<StoredRecord | null>;
  create(values: Record<string, unknown>): Promise<StoredRecord>;
  modify(id: number, version: number, changes: Record<string, unknown>): Promise<StoredRecord>;
  remove(ids: number[]): Promise<number[]>;
  act(actionName: string, id: number, input: Record<string, unknown>): Promise<StoredRecord>;
  /** A bulk state action over `ids`: all moved, or none. */
  actOnAll(actionName: string, ids: number[]): Promise<StoredRecord[]>;
}

export function resourceApi(resource: ResourceSchema): ResourceApi {
  const { endpoint } = resource;
  // Form calls show their failure on the form (fields, message bar), not as a toast.
  const quiet = { notify: false };
  return {
    async query(body) {
      const answer = await api.put<StoredRecord[]>(endpoint, body);
      return {
        rows: answer.data,
        count: answer.count ?? answer.data.length,
        countExact: answer.countExact !== false,
      };
    },
    async read(id) {
      const answer = await api.put<StoredRecord[]>(endpoint, { id, pageNumber: 1, pageSize: 1 });
      return answer.data[0] ?? null;
    },
    async create(values) {
      return (await api.post<StoredRecord>(endpoint, values, quiet)).data;
    },
    async modify(id, version, changes) {
      return (await api.put<StoredRecord>(modifyEndpoint(resource), { ...changes, id, version }, quiet)).data;
    },
    async remove(ids) {
      return (await api.delete<number[]>(endpoint, ids.length === 1 ? { id: ids[0] } : { ids })).data;
    },
    async act(actionName, id, input) {
      const path = actionEndpoint(resource, actionName, actionOf(resource, actionName));
      return (await api.put<StoredRecord>(path, { ...input, id }, quiet)).data;
    },
    async actOnAll(actionName, ids) {
      const path = bulkActionEndpoint(resource, actionName, actionOf(resource, actionName));
      return (await api.put<StoredRecord[]>(path, { ids }, quiet)).data;
    },
  };
}

function actionOf(resource: ResourceSchema, name: string): StateAction {
  const action = resource.stateMachine?.actions[name];
  if (!action) throw new Error(`${resource.name} has no action ${name}`);
  return action;
}
