// A permission type lists privilege keys (`ui.grantsPrivileges`). Whoever writes one may grant only
// keys he holds: otherwise a company manager could build a permission holding the platform's keys,
// assign it to himself, and reach what he was never given. Keys must exist, whoever writes them.
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import { can, type Actor } from './actor';

export function ungrantedPrivileges(
  known: ReadonlySet<string>,
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
    const foreign = keys.filter((key) => !can(actor, key as string));
    if (foreign.length > 0)
      problems.push({
        field: name,
        key: 'validation:ungrantable',
        label: field.title,
        params: { keys: foreign.map(String).join(', ') },
      });
  }
  return problems;
}
