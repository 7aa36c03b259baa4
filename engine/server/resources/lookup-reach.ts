// A form's lookup must work for whoever may fill the form (a shop manager who may add a branch dish
// picks the dish by name), even when he may not open the list it looks into. Such a caller reads the
// looked-up resource's labels only: ids and label fields, found by id or by label, nothing else.
import type { ResourceSchema } from '../../schema/resource';
import { can, mayUse, type Actor } from './actor';
import { englishTwin } from './list-query';

/** The keys a label read may send: the ids it shows, the label typed, paging, the caller's language. */
const LABEL_READ_KEYS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'companyId',
  'shopId',
  'pageNumber',
  'pageSize',
  'envLang',
]);

/** The label fields of `target` that these forms' lookups show, with their English twins. */
export function labelFieldsOf(forms: readonly ResourceSchema[], target: ResourceSchema): string[] {
  const labels = new Set<string>();
  for (const lookup of lookupsOf(forms, target)) {
    labels.add(lookup.labelField);
    const twin = englishTwin(target, lookup.labelField);
    if (twin) labels.add(twin);
  }
  return [...labels];
}

/** These forms' lookups into `target`. */
function lookupsOf(forms: readonly ResourceSchema[], target: ResourceSchema) {
  return forms.flatMap((resource) =>
    Object.values(resource.fields).flatMap((field) =>
      field.ui?.lookup?.resource === target.name ? [field.ui.lookup] : [],
    ),
  );
}

/**
 * The label fields of `target` that the forms `actor` may fill look up, with their English twins;
 * empty when none does. A form counts when its resource is his to use and he may create or change it.
 */
export function lookupLabels(
  resources: readonly ResourceSchema[],
  actor: Actor,
  target: ResourceSchema,
): string[] {
  return labelFieldsOf(formsOf(resources, actor), target);
}

/** The forms `actor` may fill: resources his to use that he may create or change. */
const formsOf = (resources: readonly ResourceSchema[], actor: Actor) =>
  resources.filter(
    (resource) =>
      mayUse(actor, resource) &&
      [resource.privileges.create, resource.privileges.update].some(
        (key) => key !== undefined && can(actor, key),
      ),
  );

/**
 * The fields the lookups of the forms `actor` may fill narrow `target` by (their `where`, a top-up
 * option's coupons of the top-up type): a label read may filter by them too.
 */
export function lookupFilters(
  resources: readonly ResourceSchema[],
  actor: Actor,
  target: ResourceSchema,
): string[] {
  const filters = lookupsOf(formsOf(resources, actor), target).flatMap((lookup) =>
    Object.keys(lookup.where ?? {}),
  );
  return [...new Set(filters)];
}

/** Whether a list call asks only what a label read may: no other filter, no sort. */
export function isLabelRead(
  body: Record<string, unknown>,
  labels: readonly string[],
  filters: readonly string[],
): boolean {
  return Object.keys(body).every(
    (key) => LABEL_READ_KEYS.has(key) || labels.includes(key) || filters.includes(key),
  );
}
