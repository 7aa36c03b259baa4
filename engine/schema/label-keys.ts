// Every label key a resource names, with where it stands: the checker proves each exists in every
// language, and a screen loads the namespaces they name before it shows the resource.
import type { DetailList, FieldSchema, ResourceSchema } from './resource';
import { subFieldsOf } from './row-fields';

function fieldKeys(path: string, field: FieldSchema): [string, string][] {
  // A sub-field without a title is the checker's own problem (field-rules.ts), not a missing label.
  const keys: [string, string][] = typeof field.title === 'string' ? [[`${path}.title`, field.title]] : [];
  if (field.ui?.section) keys.push([`${path}.ui.section`, field.ui.section]);
  if (field.ui?.placeholder) keys.push([`${path}.ui.placeholder`, field.ui.placeholder]);
  if (field.ui?.disabledHint) keys.push([`${path}.ui.disabledHint`, field.ui.disabledHint]);
  for (const [value, key] of Object.entries(field.ui?.labels ?? {}))
    keys.push([`${path}.ui.labels.${value}`, key]);
  for (const [keyword, key] of Object.entries(field.ui?.messages ?? {}))
    keys.push([`${path}.ui.messages.${keyword}`, key]);
  for (const [region, variant] of Object.entries(field.regions ?? {}))
    for (const [keyword, key] of Object.entries(variant?.messages ?? {}))
      keys.push([`${path}.regions.${region}.messages.${keyword}`, key]);
  for (const [name, sub] of Object.entries(subFieldsOf(field) ?? {}))
    keys.push(...fieldKeys(`${path}.items.properties.${name}`, sub));
  return keys;
}

function detailListKeys(path: string, list: DetailList): [string, string][] {
  const keys: [string, string][] = [[`${path}.title`, list.title]];
  list.columns.forEach((column, i) => {
    keys.push([`${path}.columns[${i}].title`, column.title]);
    for (const [code, key] of Object.entries(column.labels ?? {}))
      keys.push([`${path}.columns[${i}].labels.${code}`, key]);
  });
  for (const [value, key] of Object.entries(list.filter?.labels ?? {}))
    keys.push([`${path}.filter.labels.${value}`, key]);
  return keys;
}

export function labelKeysWithPlaces(resource: ResourceSchema): [string, string][] {
  const keys: [string, string][] = [
    ['$.title', resource.title],
    ['$.route.title', resource.route.title],
  ];
  for (const [name, field] of Object.entries(resource.fields))
    keys.push(...fieldKeys(`$.fields.${name}`, field));
  for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
    keys.push([`$.stateMachine.actions.${name}.title`, action.title]);
    if (action.confirm) keys.push([`$.stateMachine.actions.${name}.confirm`, action.confirm]);
  }
  (resource.rules ?? []).forEach((rule, i) => keys.push([`$.rules[${i}].message`, rule.message]));
  (resource.recordLimits ?? []).forEach((limit, i) =>
    keys.push([`$.recordLimits[${i}].message`, limit.message]),
  );
  for (const [name, call] of Object.entries(resource.calls ?? {})) {
    for (const part of ['title', 'confirm', 'done'] as const) {
      const key = call[part];
      if (key) keys.push([`$.calls.${name}.${part}`, key]);
    }
    for (const [field, schema] of Object.entries(call.fields ?? {}))
      keys.push(...fieldKeys(`$.calls.${name}.fields.${field}`, schema));
  }
  (resource.references ?? []).forEach(
    (ref, i) => ref.message && keys.push([`$.references[${i}].message`, ref.message]),
  );
  (resource.detailLists ?? []).forEach((list, i) =>
    keys.push(...detailListKeys(`$.detailLists[${i}]`, list)),
  );
  return keys;
}
