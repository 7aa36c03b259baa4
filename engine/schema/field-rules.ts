// Rules about one resource's fields that the meta-schema cannot say: which filter fits which type,
// what a secret may not be used for, and what a partition needs.
import type { SchemaProblem } from './checker';
import type { ResourceSchema } from './resource';
import { isSecretField } from './secret-fields';

export function fieldRuleProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const uniqueFields = new Set((resource.unique ?? []).flat());
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.ui?.filter === 'dateRange' && field.format !== 'date' && field.format !== 'date-time') {
      problems.push({
        file,
        path: `$.fields.${name}.ui.filter`,
        reason: 'a dateRange filter needs a field of format date or date-time',
      });
    }
    if (!isSecretField(field)) continue;
    // A hash is neither shown, searched, sorted nor compared: each use would leak or mislead.
    for (const hint of ['column', 'filter', 'sortable'] as const) {
      if (field.ui?.[hint] !== undefined)
        problems.push({
          file,
          path: `$.fields.${name}.ui.${hint}`,
          reason: 'a password field is never listed',
        });
    }
    if (uniqueFields.has(name) || resource.defaultSort?.field === name)
      problems.push({
        file,
        path: `$.fields.${name}`,
        reason: 'a password field cannot be unique or sorted on',
      });
  }
  const partition = resource.partitionBy;
  if (partition !== undefined) {
    const field = resource.fields[partition];
    if (!field || field.type !== 'string' || !Array.isArray(field.enum))
      problems.push({
        file,
        path: '$.partitionBy',
        reason: `"${partition}" must be a string field with an enum`,
      });
    else if (!(resource.required ?? []).includes(partition))
      problems.push({ file, path: '$.partitionBy', reason: `"${partition}" must be required` });
  }
  return problems;
}
