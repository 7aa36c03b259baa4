// The application's write hooks (engine/server/resources/write-hooks.ts), by resource name: the
// business code that runs inside a resource's writes. docs/schemas.md "Write hooks" says how.
import type { CheckedSchemas } from '../engine/schema/catalogue';
import type { HookTable } from '../engine/server/resources/write-hooks';
import { merchantHooks } from './accounts/merchant-hooks';

export function resourceHooks(schemas: CheckedSchemas): HookTable {
  return { company: merchantHooks(schemas) };
}
