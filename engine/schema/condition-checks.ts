// The checker's view of conditions and rules: every field they read is declared, and every
// sub-field they read belongs to the rows field it is read in.
import type { SchemaProblem } from './checker';
import { conditionFieldsDeep } from './conditions';
import type { Condition, ResourceSchema } from './resource';
import { rowPath, subFieldsOf } from './row-fields';

/** Every condition of a resource with where it stands, and the field a rule speaks about. */
function conditionsOf(resource: ResourceSchema): { where: string; condition?: Condition; field?: string }[] {
  const found: { where: string; condition?: Condition; field?: string }[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    for (const kind of ['visibleWhen', 'requiredWhen', 'disabledWhen'] as const) {
      const condition = field.ui?.[kind];
      if (condition) found.push({ where: `$.fields.${name}.ui.${kind}`, condition });
    }
  }
  for (const [name, call] of Object.entries(resource.calls ?? {}))
    if (call.when) found.push({ where: `$.calls.${name}.when`, condition: call.when });
  (resource.rules ?? []).forEach((rule, i) => {
    found.push({ where: `$.rules[${i}].field`, field: rule.field });
    found.push({ where: `$.rules[${i}].check`, condition: rule.check });
    if (rule.when) found.push({ where: `$.rules[${i}].when`, condition: rule.when });
  });
  (resource.recordLimits ?? []).forEach((limit, i) => {
    found.push({ where: `$.recordLimits[${i}].field`, field: limit.field });
    found.push({ where: `$.recordLimits[${i}].where`, condition: limit.where });
  });
  return found;
}

export function conditionProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const { where, condition, field } of conditionsOf(resource)) {
    const reads = condition ? conditionFieldsDeep(condition) : [{ field: field ?? '' }];
    for (const read of reads) {
      if (read.rowOf === undefined) {
        if (!resource.fields[read.field])
          problems.push({ file, path: where, reason: `field "${read.field}" is not declared` });
        continue;
      }
      const subFields = subFieldsOf(resource.fields[read.rowOf]);
      if (!subFields)
        problems.push({ file, path: where, reason: `field "${read.rowOf}" is not a field of rows` });
      else if (!subFields[read.field])
        problems.push({ file, path: where, reason: `rows of "${read.rowOf}" have no "${read.field}"` });
    }
  }
  return problems;
}

/** A reference through a rows field (`dishes.dishId`) names a sub-field, and cannot be cleared. */
export function rowReferenceProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  (resource.references ?? []).forEach((ref, i) => {
    const path = rowPath(ref.field);
    if (!path) return;
    const where = `$.references[${i}].field`;
    if (!subFieldsOf(resource.fields[path.rows])?.[path.sub])
      problems.push({ file, path: where, reason: `"${ref.field}" is not a sub-field of a rows field` });
    // Removing an id from inside a row would leave a half row behind; refuse or cascade instead.
    if (ref.onDelete === 'clear')
      problems.push({ file, path: where, reason: 'a reference inside rows cannot be cleared' });
  });
  return problems;
}
