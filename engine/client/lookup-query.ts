// What a lookup (docs/schemas.md `ui.lookup`) asks the referenced resource's query call, and how it
// reads the answer: a page of records to choose from, searched by the label field where the
// referenced schema lets the list search it and narrowed by the lookup's `where`, or the records of
// ids already chosen.
import type { FieldUi, ResourceSchema } from '../schema/resource';
import type { Language } from './language';
import type { StoredRecord } from './resource-api';

export type LookupHint = NonNullable<FieldUi['lookup']>;

export interface LookupOption {
  id: number;
  label: string;
}

/** How many records the list of choices offers at once; typing narrows it. */
export const LOOKUP_PAGE_SIZE = 50;

/**
 * The body of a search: the typed text goes as the label field's filter when it is `contains`, and
 * the lookup's `where` as exact filters (only those records may be chosen).
 */
export function searchBody(
  referenced: ResourceSchema,
  { labelField, where }: LookupHint,
  text: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...where, pageNumber: 1, pageSize: LOOKUP_PAGE_SIZE };
  const typed = text.trim();
  if (typed !== '' && referenced.fields[labelField]?.ui?.filter === 'contains') body[labelField] = typed;
  return body;
}

/** The body that reads the records of chosen ids, all on one page. */
export function idsBody(ids: readonly number[]): Record<string, unknown> {
  return { ids: [...ids], pageNumber: 1, pageSize: ids.length };
}

/**
 * A record as a choice. In English a `name` reads the record's `name_en` when it has one (core spec
 * §7: users, shops and companies are named by language); the stored record is never changed, so an
 * edit form still shows and saves the name it holds.
 */
export function optionOf(record: StoredRecord, labelField: string, language: Language): LookupOption {
  const english = record.name_en;
  const label =
    labelField === 'name' && language === 'en' && typeof english === 'string' && english !== ''
      ? english
      : record[labelField];
  return { id: record.id, label: typeof label === 'string' && label !== '' ? label : String(record.id) };
}

/** The ids a lookup field holds: one id, or a list of them. */
export function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is number => typeof item === 'number');
}

/** The lookup hint a field's widget was given; a lookup without one is a schema error. */
export function lookupHint(value: unknown, field: string): LookupHint {
  const hint = value as Partial<LookupHint> | undefined;
  if (typeof hint?.resource !== 'string' || typeof hint.labelField !== 'string')
    throw new Error(`The lookup of field "${field}" needs ui.lookup {resource, labelField}`);
  const where = typeof hint.where === 'object' && hint.where !== null ? { where: hint.where } : {};
  return { resource: hint.resource, labelField: hint.labelField, ...where };
}
