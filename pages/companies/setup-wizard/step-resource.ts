// A setup step asks some of a resource's fields: its form is the resource cut down to them, with the
// required marks and record rules that concern those fields only. The server checks the whole record.
import type { ResourceSchema } from '../../../engine/schema';

export function stepResource(resource: ResourceSchema, fields: readonly string[]): ResourceSchema {
  const asked = new Set(fields);
  return {
    ...resource,
    fields: Object.fromEntries(Object.entries(resource.fields).filter(([name]) => asked.has(name))),
    required: (resource.required ?? []).filter((name) => asked.has(name)),
    ...(resource.rules ? { rules: resource.rules.filter((rule) => asked.has(rule.field)) } : {}),
  };
}
