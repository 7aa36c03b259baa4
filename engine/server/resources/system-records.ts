// The application's one way to declared records when no caller's privilege is in question (ARCHITECTURE.md
// "A module is one unit"): the server itself reading a shop's settings for a public page, a job
// marking its coupon generated, sign-in finding an account. By resource name; within a reach
// (everything unless told otherwise, or a public page's one shop); every write through the resource
// service, so its checks, hooks, version, audit row and live event are those of any write.
import type { CheckedSchemas } from '../../schema/catalogue';
import type { Region, ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import type { Actor, Reach } from './actor';
import { LIVE, scopeConditions } from './list-query';
import { tableName } from './naming';
import { recordJson } from './record-json';
import type { ApiRecord } from './record-shape';
import type { ResourceService } from './resource-service';
import { SqlParams } from './sql-params';

export interface SystemReach {
  companies: Reach;
  shops: Reach;
}

/**
 * Values a record must hold: its fields compared as stored (or as text without regard to case), its
 * `companyId` and `shopId` as its tenant.
 */
export type Match = Record<string, unknown>;

const TENANT_COLUMNS: Partial<Record<string, string>> = { companyId: 'company_id', shopId: 'shop_id' };

export interface MatchOptions {
  /** Fields of `match` compared as text without regard to case (a username, an address). */
  caseless?: readonly string[];
  /** Locks the records found for the rest of the transaction (a download marking its coupon). */
  lock?: boolean;
  /** Deleted records too (a guest's ticket still names the queue that was deleted since). */
  deletedToo?: boolean;
}

/** The system as an actor: every privilege, no user, within `reach`. */
export function systemActorWithin(region: Region, reach: SystemReach, userId: number | null = null): Actor {
  return { userId, admin: true, platform: true, ...reach, privileges: 'all', region };
}

export class SystemRecords {
  constructor(
    private readonly service: ResourceService,
    readonly schemas: CheckedSchemas,
    private readonly db: Queryable,
    readonly actor: Actor,
  ) {}

  /** The same records as steps of `tx`. */
  within(tx: Queryable): SystemRecords {
    return new SystemRecords(this.service.within(tx), this.schemas, tx, this.actor);
  }

  resource(name: string): ResourceSchema {
    const resource = this.schemas.byName.get(name);
    if (!resource) throw new Error(`no resource named "${name}"`);
    return resource;
  }

  /** The live record by id within reach, as a list answers it; undefined when there is none. */
  async find(
    name: string,
    id: number,
    options: Omit<MatchOptions, 'caseless'> = {},
  ): Promise<ApiRecord | undefined> {
    return (await this.matching(name, {}, options, id))[0];
  }

  /**
   * The live records within reach whose fields hold the given values, oldest first; with `id`, that
   * record or those records only (a batch's members read at once).
   */
  async matching(
    name: string,
    match: Match,
    options: MatchOptions = {},
    id?: number | readonly number[],
  ): Promise<ApiRecord[]> {
    const resource = this.resource(name);
    const params = new SqlParams();
    const caseless = new Set(options.caseless ?? []);
    const where = scopeConditions(resource, this.actor, params).filter(
      (condition) => !options.deletedToo || condition !== LIVE,
    );
    if (typeof id === 'number') where.push(`id = ${params.add(id)}`);
    else if (id !== undefined) where.push(`id = ANY(${params.add([...new Set(id)])}::int[])`);
    for (const [field, value] of Object.entries(match)) {
      const column = TENANT_COLUMNS[field];
      if (column) {
        where.push(`${column} = ${params.add(value)}`);
        continue;
      }
      if (!resource.fields[field]) throw new Error(`${name} has no field "${field}"`);
      where.push(
        caseless.has(field)
          ? `lower(data->>'${field}') = lower(${params.add(String(value))})`
          : `data->'${field}' = ${params.add(JSON.stringify(value))}::jsonb`,
      );
    }
    const { rows } = await this.db.query<{ record: ApiRecord }>(
      `SELECT ${recordJson(resource, this.service.computed)} AS record FROM ${tableName(resource)}
        WHERE ${where.join(' AND ')} ORDER BY id${options.lock ? ' FOR UPDATE' : ''}`,
      params.values,
    );
    return rows.map((row) => row.record);
  }

  /** Which of `ids` are live records of `name` within reach that also hold `match` (a batch's references). */
  async existing(name: string, ids: readonly number[], match: Match = {}): Promise<Set<number>> {
    const resource = this.resource(name);
    const params = new SqlParams();
    const where = [
      ...scopeConditions(resource, this.actor, params),
      `id = ANY(${params.add([...new Set(ids)])}::int[])`,
    ];
    for (const [field, value] of Object.entries(match)) {
      const column = TENANT_COLUMNS[field];
      if (!column) throw new Error(`existing(): only a tenant (companyId, shopId) narrows ${name}`);
      where.push(`${column} = ${params.add(value)}`);
    }
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id FROM ${tableName(resource)} WHERE ${where.join(' AND ')}`,
      params.values,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** A page of the list as a caller's query asks for it (declared filters, sort, paging), within reach. */
  async list(
    name: string,
    body: Record<string, unknown> = {},
  ): Promise<{ rows: ApiRecord[]; count: number }> {
    return this.service.query(this.resource(name), this.actor, body);
  }

  create(name: string, body: Record<string, unknown>): Promise<ApiRecord> {
    return this.service.create(this.resource(name), this.actor, body);
  }

  /** Changes the fields given of the latest version of the record; undefined when it is gone. */
  async modify(name: string, id: number, changes: Record<string, unknown>): Promise<ApiRecord | undefined> {
    const resource = this.resource(name);
    const current = await this.find(name, id);
    if (!current) return undefined;
    return this.service.modify(resource, this.actor, { ...changes, id, version: current.version });
  }

  /** Sets one secret of the record (resource-service.ts `replaceSecret`). */
  replaceSecret(name: string, id: number, field: string, plain: string): Promise<void> {
    return this.service.replaceSecret(this.resource(name), this.actor, id, field, plain);
  }

  /** One of the state machine's `systemActions` (resource-service.ts). */
  transition(name: string, action: string, id: number): Promise<ApiRecord> {
    return this.service.systemTransition(this.resource(name), action, this.actor, id);
  }
}
