// The sections of a record (`ui.section`), shared by the form and the detail screen: in the order
// their first field is declared; fields declared without a section form an untitled group.
import type { ResourceSchema } from '../schema/resource';

export interface RecordSection {
  /** The section's label key; undefined for fields without one. */
  key?: string;
  fields: string[];
}

export function recordSections(resource: ResourceSchema, names: readonly string[]): RecordSection[] {
  const sections = new Map<string | undefined, string[]>();
  for (const name of names) {
    const key = resource.fields[name]?.ui?.section;
    const fields = sections.get(key) ?? [];
    fields.push(name);
    sections.set(key, fields);
  }
  return [...sections].map(([key, fields]) => (key === undefined ? { fields } : { key, fields }));
}
