import Ajv from 'ajv';
import type { CheckedSchemas, SchemaSet, SourceFile } from './catalogue';
import { conditionProblems, rowReferenceProblems } from './condition-checks';
import { detailListProblems } from './detail-list-checks';
import { fieldRuleProblems } from './field-rules';
import { fixtureProblems } from './fixture-checks';
import { indexBoundProblems } from './index-bounds';
import { labelKeysWithPlaces } from './label-keys';
import { pageRouteProblems } from './page-route-checks';
import { pageRoutesOf } from './page-routes';
import { privilegeKeys } from './privilege-keys';
import { sharedTableProblems } from './shared-tables';
import { BUILT_IN_WIDGETS } from './widget-names';
import { moduleFolderProblems } from './module-folders';
import { routeLinkProblems } from './route-links';
import type { FieldSchema, ResourceSchema } from './resource';
import { fieldOf } from './field-of';
import { rowPath, subFieldsOf } from './row-fields';
import { settingsProblems } from './settings-record';
import { absentCallProblems } from './absent-calls';
import metaSchema from './resource.schema.json';

export interface SchemaProblem {
  file: string;
  /** A JSON path inside the file, `$` for the whole file. */
  path: string;
  reason: string;
}

export interface CheckOptions {
  languages: readonly string[];
  /** Whether a label key (`namespace:key`) exists in a language's catalogue. */
  hasLabel(language: string, key: string): boolean;
  /**
   * Whether the fixtures are held to their expectations (true unless said): QA's check and the
   * tests do; a server starting does not, as they are test data and checking them took most of its
   * schema loading (docs/architecture.md "Schemas at start").
   */
  fixtures?: boolean;
}

export type CheckResult = { ok: true; schemas: CheckedSchemas } | { ok: false; problems: SchemaProblem[] };

const TENANT_FIELDS = new Set(['companyId', 'shopId']);
const ROW_SORT_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
const metaAjv = new Ajv({ allErrors: true, strict: false });
const matchesMeta = metaAjv.compile(metaSchema);

const jsonPath = (pointer: string): string =>
  '$' +
  pointer
    .split('/')
    .slice(1)
    .map((part) => `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`)
    .join('');

function metaProblems(source: SourceFile<unknown>): SchemaProblem[] {
  if (matchesMeta(source.content)) return [];
  return (matchesMeta.errors ?? []).map((error) => {
    const extra = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
    const detail = extra.additionalProperty
      ? ` (${extra.additionalProperty})`
      : extra.allowedValues
        ? ` (${extra.allowedValues.join(', ')})`
        : '';
    return {
      file: source.file,
      path: jsonPath(error.instancePath),
      reason: `${error.message ?? 'is not valid'}${detail}`,
    };
  });
}

/** Every field name a resource mentions outside `fields`, with where it stands. */
function fieldMentions(resource: ResourceSchema): [string, string][] {
  const mentions: [string, string][] = [];
  (resource.required ?? []).forEach((name, i) => mentions.push([`$.required[${i}]`, name]));
  (resource.unique ?? []).forEach((set, i) =>
    set.forEach((name, j) => mentions.push([`$.unique[${i}][${j}]`, name])),
  );
  (resource.indexes ?? []).forEach((name, i) => mentions.push([`$.indexes[${i}]`, name]));
  // A reference may also run through the row's own tenant columns.
  (resource.references ?? []).forEach((ref, i) => {
    if (!TENANT_FIELDS.has(ref.field) && !rowPath(ref.field))
      mentions.push([`$.references[${i}].field`, ref.field]);
  });
  const sort = resource.defaultSort?.field;
  if (sort && !ROW_SORT_FIELDS.has(sort)) mentions.push(['$.defaultSort.field', sort]);
  if (resource.stateMachine) {
    mentions.push(['$.stateMachine.field', resource.stateMachine.field]);
    for (const [name, action] of Object.entries(resource.stateMachine.actions)) {
      (action.input ?? []).forEach((field, i) =>
        mentions.push([`$.stateMachine.actions.${name}.input[${i}]`, field]),
      );
    }
  }
  // A call's input names the resource's fields or its own; what it requires, its own.
  for (const [name, call] of Object.entries(resource.calls ?? {})) {
    (call.input ?? []).forEach(
      (field, i) => call.fields?.[field] || mentions.push([`$.calls.${name}.input[${i}]`, field]),
    );
    (call.required ?? []).forEach(
      (field, i) => call.fields?.[field] || mentions.push([`$.calls.${name}.required[${i}]`, field]),
    );
  }
  return mentions;
}

/** The fields and the sub-fields of rows, with where each stands and its name as a reference names it. */
function fieldsAtEveryDepth(resource: ResourceSchema): [string, FieldSchema, string][] {
  return Object.entries(resource.fields).flatMap(([name, field]): [string, FieldSchema, string][] => [
    [`$.fields.${name}`, field, name],
    ...Object.entries(subFieldsOf(field) ?? {}).map(([sub, subField]): [string, FieldSchema, string] => [
      `$.fields.${name}.items.properties.${sub}`,
      subField,
      `${name}.${sub}`,
    ]),
  ]);
}

function stateProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const machine = resource.stateMachine;
  if (!machine) return [];
  const states = new Set(machine.states);
  const problems: SchemaProblem[] = [];
  if (!states.has(machine.initial))
    problems.push({ file, path: '$.stateMachine.initial', reason: `"${machine.initial}" is not a state` });
  // Only its actions move the state: an edit that could would skip their rules and privileges.
  const field = resource.fields[machine.field];
  if (field && field.ui?.readOnly !== true)
    problems.push({
      file,
      path: `$.fields.${machine.field}.ui.readOnly`,
      reason: 'the state field must be readOnly',
    });
  const moves = [
    ...Object.entries(machine.actions).map(([name, action]) => [`actions.${name}`, action] as const),
    ...Object.entries(machine.systemActions ?? {}).map(
      ([name, move]) => [`systemActions.${name}`, move] as const,
    ),
  ];
  for (const [path, { from, to }] of moves) {
    for (const state of [...from, to]) {
      if (!states.has(state))
        problems.push({ file, path: `$.stateMachine.${path}`, reason: `"${state}" is not a state` });
    }
  }
  for (const [name, action] of Object.entries(machine.actions))
    if (action.bulk && action.input?.length)
      problems.push({
        file,
        path: `$.stateMachine.actions.${name}.bulk`,
        reason: 'a bulk action asks for no input: each selected record would need its own',
      });
  for (const name of Object.keys(machine.systemActions ?? {}))
    if (Object.hasOwn(machine.actions, name))
      problems.push({
        file,
        path: `$.stateMachine.systemActions.${name}`,
        reason: 'an action has this name',
      });
  return problems;
}

/**
 * Checks a schema set: each resource file against the meta-schema, then across files: references
 * and lookups to missing resources, unknown privilege keys, label keys missing in a language, fields
 * named but not declared, two routes with one path, and fixtures that break their expectation.
 */
export function checkSchemas(set: SchemaSet, options: CheckOptions): CheckResult {
  const problems = set.resources.flatMap(metaProblems);
  if (problems.length > 0) return { ok: false, problems };
  const sources = set.resources as SourceFile<ResourceSchema>[];
  const byName = new Map<string, ResourceSchema>();
  const { sections } = set.navigation.content;
  const pages = pageRoutesOf(set.navigation.content);
  const sectionNames = new Set(sections.map((section) => section.name));
  const knownKeys = privilegeKeys(
    sections,
    sources.map((source) => source.content),
    set.privileges.content.groups,
    pages,
  );
  const paths = new Map<string, string>();
  const claimPath = (path: string, file: string, where: string) => {
    const owner = paths.get(path);
    if (owner) problems.push({ file, path: where, reason: `route path ${path} is already used by ${owner}` });
    else paths.set(path, file);
  };
  sections.forEach((section, i) => claimPath(section.path, set.navigation.file, `$.sections[${i}].path`));
  pages.forEach((page, i) => {
    claimPath(page.path, set.navigation.file, `$.routes[${i}].path`);
    for (const language of options.languages) {
      if (!options.hasLabel(language, page.title))
        problems.push({
          file: set.navigation.file,
          path: `$.routes[${i}].title`,
          reason: `label "${page.title}" is missing in ${language}`,
        });
    }
  });
  problems.push(...pageRouteProblems(set.navigation, set.pages, sources));
  // A page's actions are keys of their own, never another screen's name.
  const declaredKeys = new Set(
    set.privileges.content.groups.flatMap((group) => group.keys.map((k) => k.key)),
  );
  pages.forEach((page, i) =>
    (page.actions ?? []).forEach((key, j) => {
      if (!declaredKeys.has(key))
        problems.push({
          file: set.navigation.file,
          path: `$.routes[${i}].actions[${j}]`,
          reason: `privilege key "${key}" is not declared in schemas/privileges.json`,
        });
    }),
  );

  for (const { file, content: resource } of sources) {
    if (byName.has(resource.name))
      problems.push({ file, path: '$.name', reason: `resource "${resource.name}" is declared twice` });
    byName.set(resource.name, resource);
    claimPath(resource.route.path, file, '$.route.path');
    for (const child of ['create', 'edit', 'detail', 'duplicate'] as const) {
      if (resource.route.children?.[child])
        claimPath(`${resource.route.path}/${child}`, file, `$.route.children.${child}`);
    }
    if (!sectionNames.has(resource.route.section)) {
      problems.push({
        file,
        path: '$.route.section',
        reason: `section "${resource.route.section}" is not in navigation.json`,
      });
    }
    for (const [where, key] of labelKeysWithPlaces(resource)) {
      for (const language of options.languages) {
        if (!options.hasLabel(language, key))
          problems.push({ file, path: where, reason: `label "${key}" is missing in ${language}` });
      }
    }
    for (const [where, name] of fieldMentions(resource)) {
      if (!resource.fields[name])
        problems.push({ file, path: where, reason: `field "${name}" is not declared` });
    }
    const privileges: [string, string][] = Object.entries(resource.privileges).map(([action, key]) => [
      `$.privileges.${action}`,
      key,
    ]);
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      privileges.push([`$.stateMachine.actions.${name}.privilege`, action.privilege]);
    }
    for (const [name, call] of Object.entries(resource.calls ?? {}))
      privileges.push([`$.calls.${name}.privilege`, call.privilege]);
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.ui?.writePrivilege)
        privileges.push([`$.fields.${name}.ui.writePrivilege`, field.ui.writePrivilege]);
    }
    for (const [where, key] of privileges) {
      if (!knownKeys.has(key))
        problems.push({ file, path: where, reason: `privilege key "${key}" is not declared` });
    }
    problems.push(
      ...stateProblems(file, resource),
      ...fieldRuleProblems(file, resource),
      ...indexBoundProblems(file, resource),
      ...conditionProblems(file, resource),
      ...rowReferenceProblems(file, resource),
      ...settingsProblems(file, resource),
      ...absentCallProblems(file, resource),
      ...detailListProblems(file, resource),
    );
  }

  problems.push(...sharedTableProblems(sources));
  problems.push(...moduleFolderProblems(sources));
  problems.push(...routeLinkProblems(set.navigation, sources, knownKeys));
  const ownWidgets = set.widgets.content.widgets;
  if (!Array.isArray(ownWidgets) || !ownWidgets.every((name) => typeof name === 'string'))
    problems.push({ file: set.widgets.file, path: '$.widgets', reason: 'must be a list of widget names' });
  const widgets = new Set<string>([...BUILT_IN_WIDGETS, ...(Array.isArray(ownWidgets) ? ownWidgets : [])]);
  for (const { file, content: resource } of sources) {
    (resource.references ?? []).forEach((ref, i) => {
      if (!byName.has(ref.resource))
        problems.push({
          file,
          path: `$.references[${i}].resource`,
          reason: `resource "${ref.resource}" does not exist`,
        });
    });
    for (const [where, field, name] of fieldsAtEveryDepth(resource)) {
      const lookup = field.ui?.lookup;
      if (lookup && !byName.has(lookup.resource)) {
        problems.push({
          file,
          path: `${where}.ui.lookup.resource`,
          reason: `resource "${lookup.resource}" does not exist`,
        });
      }
      const looked = lookup ? byName.get(lookup.resource) : undefined;
      for (const [key, value] of Object.entries(lookup?.where ?? {})) {
        // The form's search sends it as a list filter, which only an exact filter takes as it is.
        const target = looked ? fieldOf(looked, key) : undefined;
        if (
          looked &&
          (target?.ui?.filter !== 'exact' || (Array.isArray(target.enum) && !target.enum.includes(value)))
        )
          problems.push({
            file,
            path: `${where}.ui.lookup.where.${key}`,
            reason: `must be a field of "${looked.name}" with an exact filter, and one of its values`,
          });
      }
      const widget = field.ui?.widget;
      if (widget !== undefined && !widgets.has(widget))
        problems.push({
          file,
          path: `${where}.ui.widget`,
          reason: `widget "${widget}" is neither the engine's (${BUILT_IN_WIDGETS.join(', ')}) nor named in ${set.widgets.file}`,
        });
      // The server checks ids through references: a lookup without one would store any id.
      const declared = (resource.references ?? []).some(
        (ref) => ref.field === name && ref.resource === lookup?.resource,
      );
      if (lookup && !declared)
        problems.push({
          file,
          path: `${where}.ui.lookup`,
          reason: `a lookup needs a reference: add {"field": "${name}", "resource": "${lookup.resource}"} to references`,
        });
      const computed = field.ui?.computed;
      if (computed && 'count' in computed)
        computed.count.forEach(({ resource: counted }, i) => {
          if (!byName.has(counted))
            problems.push({
              file,
              path: `${where}.ui.computed.count[${i}].resource`,
              reason: `resource "${counted}" does not exist`,
            });
        });
    }
  }

  if (options.fixtures !== false) problems.push(...fixtureProblems(set.fixtures, byName));

  if (problems.length > 0) return { ok: false, problems };
  const resources = sources.map((source) => source.content);
  return {
    ok: true,
    schemas: {
      resources,
      byName: new Map(resources.map((resource) => [resource.name, resource])),
      sections,
      pages,
      privileges: set.privileges.content.groups,
    },
  };
}

export function formatProblems(problems: SchemaProblem[]): string {
  return problems.map((problem) => `${problem.file}: ${problem.path}: ${problem.reason}`).join('\n');
}
