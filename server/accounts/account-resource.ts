// Which declared resource an account belongs to: the accounts table is shared (schemas/accounts), and
// each resource owns the account types its `partitionBy` field lists.
import type { CheckedSchemas, ResourceSchema } from '../../engine/schema';
import type { ApiRecord, SystemRecords } from '../../engine/server';

export const ACCOUNTS_RESOURCE = 'user';

/** The resources over the accounts table: administrators, merchant accounts, servers. */
export function accountResources(schemas: CheckedSchemas): ResourceSchema[] {
  return schemas.resources.filter(
    (resource) => resource.name === ACCOUNTS_RESOURCE || resource.table === ACCOUNTS_RESOURCE,
  );
}

export function accountResourceOf(schemas: CheckedSchemas, accountType: string): ResourceSchema | undefined {
  return accountResources(schemas).find((resource) => {
    const options = resource.partitionBy ? resource.fields[resource.partitionBy]?.enum : undefined;
    return Array.isArray(options) && options.includes(accountType);
  });
}

/** The live account `id` within the reach of `records`, with the resource it belongs to. */
export async function accountWithin(
  records: SystemRecords,
  schemas: CheckedSchemas,
  id: number,
): Promise<{ resource: ResourceSchema; record: ApiRecord } | undefined> {
  for (const resource of accountResources(schemas)) {
    const record = await records.find(resource.name, id);
    if (record) return { resource, record };
  }
  return undefined;
}
