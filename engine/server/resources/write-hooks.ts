// Write hooks (ARCHITECTURE.md "Beyond lists and forms"): application code a resource runs before
// and after its create, modify, delete and state actions, inside the write's transaction, so what
// a hook writes commits or rolls back with the write. A before-hook refuses by throwing (a
// BusinessError reaches the caller as any refusal does); it does not change the record, which has
// already passed every check. The application's modules register the hooks by resource name (module-kit.ts).
import type { ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import type { Actor } from './actor';
import type { Tenant } from './integrity';
import type { ApiRecord } from './record-shape';
import type { ResourceService } from './resource-service';

export interface HookContext {
  /** The write's transaction. */
  tx: Queryable;
  actor: Actor;
  resource: ResourceSchema;
  /** The resource engine inside the same transaction: a hook's writes meet every check too. */
  service: ResourceService;
}

type Data = Record<string, unknown>;

export interface WriteHooks {
  beforeCreate?(context: HookContext, value: Data, tenant: Tenant): Promise<void>;
  afterCreate?(context: HookContext, record: ApiRecord): Promise<void>;
  beforeModify?(context: HookContext, value: Data, before: ApiRecord): Promise<void>;
  afterModify?(context: HookContext, record: ApiRecord, before: ApiRecord): Promise<void>;
  beforeDelete?(context: HookContext, records: ApiRecord[]): Promise<void>;
  afterDelete?(context: HookContext, records: ApiRecord[]): Promise<void>;
  beforeAction?(context: HookContext, action: string, value: Data, before: ApiRecord): Promise<void>;
  afterAction?(context: HookContext, action: string, record: ApiRecord, before: ApiRecord): Promise<void>;
}

/** Each resource's hooks, by resource name. */
export type HookTable = ReadonlyMap<string, WriteHooks>;
