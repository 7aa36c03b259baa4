// Rules about one resource's fields that the meta-schema cannot say: which filter fits which type,
// what a secret may not be used for, what a partition, a sort order and a record limit need.
import type { SchemaProblem } from './checker';
import { isReservedName } from './reserved-names';
import type { FieldSchema, ResourceSchema } from './resource';
import { subFieldsOf } from './row-fields';
import { isSecretField } from './secret-fields';

/** A generated value is the server's alone (readOnly), a string, and stored (not computed). */
function generatedProblems(file: string, where: string, field: FieldSchema): SchemaProblem[] {
  if (field.ui?.generated === undefined) return [];
  const reasons = [
    ...(field.ui.readOnly === true ? [] : ['a generated field must be readOnly']),
    ...(field.type === 'string' ? [] : ['a generated field must be a string']),
    ...(field.ui.computed === undefined ? [] : ['a generated field is stored, not computed']),
  ];
  return reasons.map((reason) => ({ file, path: `${where}.ui.generated`, reason }));
}

/** A region's pattern is a regular expression the validator can compile (ajv reads it with `u`). */
function regionalProblems(file: string, where: string, field: FieldSchema): SchemaProblem[] {
  return Object.entries(field.regions ?? {}).flatMap(([region, variant]) => {
    if (variant?.pattern === undefined) return [];
    try {
      new RegExp(variant.pattern, 'u');
      return [];
    } catch (error) {
      const reason = `not a regular expression: ${error instanceof Error ? error.message : error}`;
      return [{ file, path: `${where}.regions.${region}.pattern`, reason }];
    }
  });
}

export function fieldRuleProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const uniqueFields = new Set((resource.unique ?? []).flat());
  for (const [name, field] of Object.entries(resource.fields)) {
    if (isReservedName(name))
      problems.push({
        file,
        path: `$.fields.${name}`,
        reason: `"${name}" is a name the engine reserves (a row column, a call parameter or an object key)`,
      });
    problems.push(...generatedProblems(file, `$.fields.${name}`, field));
    problems.push(...regionalProblems(file, `$.fields.${name}`, field));
    const rowRequired = new Set((field.items as { required?: string[] } | undefined)?.required ?? []);
    // A row's sub-field is named in its column heading and in "Options, row 2: …" messages.
    for (const [sub, subField] of Object.entries(subFieldsOf(field) ?? {})) {
      const where = `$.fields.${name}.items.properties.${sub}`;
      if (typeof subField.title !== 'string')
        problems.push({ file, path: where, reason: 'a sub-field of rows needs a title' });
      problems.push(...generatedProblems(file, where, subField));
      // The form has no input for it and a new row has none yet: requiring it would refuse every new row.
      if (subField.ui?.readOnly && rowRequired.has(sub))
        problems.push({ file, path: where, reason: 'a read-only sub-field cannot be required' });
      // Only a record's own fields are hashed or sealed: a secret inside a row would be stored as typed.
      if (isSecretField(subField))
        problems.push({ file, path: `${where}.format`, reason: 'a sub-field of rows cannot be a secret' });
    }
    if (field.ui?.filter === 'dateRange' && field.format !== 'date' && field.format !== 'date-time') {
      problems.push({
        file,
        path: `$.fields.${name}.ui.filter`,
        reason: 'a dateRange filter needs a field of format date or date-time',
      });
    }
    for (const hint of ['disabledValue', 'disabledHint'] as const)
      if (field.ui?.[hint] !== undefined && field.ui.disabledWhen === undefined)
        problems.push({
          file,
          path: `$.fields.${name}.ui.${hint}`,
          reason: `a ${hint} needs the disabledWhen it goes with`,
        });
    if (field.ui?.computed && field.ui.readOnly !== true)
      problems.push({
        file,
        path: `$.fields.${name}.ui.computed`,
        reason: 'a computed field must be readOnly',
      });
    if (field.ui?.computed && resource.defaultSort?.field === name)
      problems.push({ file, path: '$.defaultSort', reason: 'a computed field cannot be the default sort' });
    if (!isSecretField(field)) continue;
    // A hash is neither shown, searched, sorted nor compared: each use would leak or mislead.
    for (const hint of ['column', 'filter', 'sortable'] as const) {
      if (field.ui?.[hint] !== undefined)
        problems.push({
          file,
          path: `$.fields.${name}.ui.${hint}`,
          reason: 'a secret field is never listed',
        });
    }
    if (uniqueFields.has(name) || resource.defaultSort?.field === name)
      problems.push({
        file,
        path: `$.fields.${name}`,
        reason: 'a secret field cannot be unique or sorted on',
      });
  }
  const order = resource.orderField;
  if (order !== undefined) {
    // The sort dialog names each record by `name` (and `name_en`) and sets this whole number.
    if (resource.fields[order]?.type !== 'integer')
      problems.push({ file, path: '$.orderField', reason: `"${order}" must be an integer field` });
    if (resource.fields.name?.type !== 'string')
      problems.push({ file, path: '$.orderField', reason: 'a sorted resource needs a string field "name"' });
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
  // A shared table's triggers are one set: it could announce only one resource's topic.
  if (resource.live && (resource.table !== undefined || resource.partitionBy !== undefined))
    problems.push({ file, path: '$.live', reason: 'a resource sharing a table cannot be live' });
  if (resource.live && resource.scope === 'platform')
    problems.push({ file, path: '$.live', reason: 'a live resource belongs to a company or a shop' });
  return [...problems, ...recordLimitProblems(file, resource)];
}

/** A limit counts within a tenant the records have: a shop's needs shop records, none on the platform's. */
function recordLimitProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  return (resource.recordLimits ?? []).flatMap((limit, i) =>
    resource.scope === 'platform' || (limit.per === 'shop' && resource.scope !== 'shop')
      ? [
          {
            file,
            path: `$.recordLimits[${i}].per`,
            reason: `a ${resource.scope} resource has no ${limit.per} to count within`,
          },
        ]
      : [],
  );
}
