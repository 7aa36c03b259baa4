// Settings records (docs/schemas.md "Settings records"): a resource with `cardinality: "one"` holds
// one record per company or per shop. Its file names only the read and update privileges; what a
// list resource does beyond them (create, delete, sort, import, actions, calls, child screens) a
// settings record has not, and the checker says so rather than let a key mean nothing.
import type { SchemaProblem } from './checker';
import type { ResourceSchema } from './resource';

export const isSettingsRecord = (resource: Pick<ResourceSchema, 'cardinality'>): boolean =>
  resource.cardinality === 'one';

/** The keys a settings record may not have, with why. */
const NOT_FOR_SETTINGS: [keyof ResourceSchema, string][] = [
  ['tenantOf', 'a tenant is a list of its own'],
  ['stateMachine', 'a settings record has no states'],
  ['orderField', 'one record has nothing to sort'],
  ['importable', 'one record has nothing to import'],
  ['unique', 'one record has nothing to clash with'],
  ['calls', 'calls sit in a list'],
  ['partitionBy', 'a settings record has its own table'],
  ['table', 'a settings record has its own table'],
  ['defaultSort', 'one record has no order'],
];

export function settingsProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  if (!isSettingsRecord(resource)) return [];
  const problems: SchemaProblem[] = [];
  if (resource.scope === 'platform')
    problems.push({ file, path: '$.scope', reason: 'a settings record is one per company or per shop' });
  for (const [key, why] of NOT_FOR_SETTINGS) {
    if (resource[key] !== undefined)
      problems.push({ file, path: `$.${key}`, reason: `not for a settings record: ${why}` });
  }
  if (resource.route.children)
    problems.push({ file, path: '$.route.children', reason: 'a settings record is its own form' });
  for (const action of ['create', 'delete'] as const) {
    if (resource.privileges[action] !== undefined)
      problems.push({
        file,
        path: `$.privileges.${action}`,
        reason: 'a settings record is saved with the update privilege',
      });
  }
  return problems;
}

/** The record a tenant without one reads: each field's declared default. */
export function settingsDefaults(resource: ResourceSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => field.default !== undefined && !field.ui?.computed)
      .map(([name, field]) => [name, structuredClone(field.default)]),
  );
}
