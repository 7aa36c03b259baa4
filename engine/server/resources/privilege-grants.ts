// A permission type lists privilege keys (`ui.grantsPrivileges`). Whoever writes one may grant only
// keys he holds: otherwise a company manager could build a permission holding the platform's keys,
// assign it to himself, and reach what he was never given. Keys must exist, whoever writes them, and
// a company's permission type never grants what only the platform does (`platformOnly` actions).
import type { FieldProblem } from '../../schema/field-problem';
import { platformOnlyKeys } from '../../schema/privilege-keys';
import type { ResourceSchema } from '../../schema/resource';
import { can, type Actor } from './actor';

export function ungrantedPrivileges(
  known: ReadonlySet<string>,
  resources: readonly ResourceSchema[],
  resource: ResourceSchema,
  actor: Actor,
  value: Record<string, unknown>,
  written: readonly string[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const name of written) {
    const field = resource.fields[name];
    const keys = value[name];
    if (!field?.ui?.grantsPrivileges || !Array.isArray(keys)) continue;
    const unknown = keys.filter((key) => typeof key !== 'string' || !known.has(key));
    if (unknown.length > 0) {
      problems.push({ field: name, key: 'validation:enum', label: field.title });
      continue;
    }
    const platformOnly = resource.scope === 'platform' ? new Set() : platformOnlyKeys(resources);
    // A key only the platform holds is named as such, not as one the writer lacks.
    const refusals: [string, unknown[]][] = [
      ['validation:ungrantable', keys.filter((key) => !platformOnly.has(key) && !can(actor, key as string))],
      ['validation:platformOnly', keys.filter((key) => platformOnly.has(key))],
    ];
    for (const [key, refused] of refusals)
      if (refused.length > 0)
        problems.push({
          field: name,
          key,
          label: field.title,
          params: { keys: refused.map(String).join(', ') },
        });
  }
  return problems;
}
