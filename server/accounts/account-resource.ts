// Which declared resource an account belongs to: the accounts table is shared (schemas/accounts), and
// each resource owns the account types its `partitionBy` field lists.
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { ResourceSchema } from '../../engine/schema/resource';

export const ACCOUNTS_RESOURCE = 'user';

export function accountResourceOf(schemas: CheckedSchemas, accountType: string): ResourceSchema | undefined {
  return schemas.resources.find((resource) => {
    const onAccounts = resource.name === ACCOUNTS_RESOURCE || resource.table === ACCOUNTS_RESOURCE;
    const options = resource.partitionBy ? resource.fields[resource.partitionBy]?.enum : undefined;
    return onAccounts && Array.isArray(options) && options.includes(accountType);
  });
}
