// A field's rule that differs by region (`regions`, docs/schemas.md "Regional fields"): a phone
// number is 8 digits in Hong Kong and 10 or 11 in the US (business spec §5). The server takes the
// variant of its own region (REGION) once, at start, before it validates a write or answers a
// schema, so the form the browser draws and the check the server makes are the same rule.
import { ENVIRONMENTS } from '../protocol/constants';
import type { CheckedSchemas } from './catalogue';
import type { FieldSchema, Region, RegionalVariant, ResourceSchema } from './resource';

/** The field as it holds in `region`: its own keywords with the region's over them. */
export function fieldInRegion(field: FieldSchema, region: Region): FieldSchema {
  if (field.regions === undefined) return field;
  const { regions, ...shared } = field;
  const { messages, ...keywords }: RegionalVariant = regions[region] ?? {};
  const resolved: FieldSchema = { ...shared, ...keywords };
  if (messages) resolved.ui = { ...shared.ui, messages: { ...shared.ui?.messages, ...messages } };
  return resolved;
}

const isRegional = (resource: ResourceSchema): boolean =>
  Object.values(resource.fields).some((field) => field.regions !== undefined);

/** The resource as it holds in `region`; the same object when none of its fields differs by region. */
export function resourceInRegion(resource: ResourceSchema, region: Region): ResourceSchema {
  if (!isRegional(resource)) return resource;
  const fields = Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [name, fieldInRegion(field, region)]),
  );
  return { ...resource, fields };
}

/** The checked schemas as a server of `region` serves and enforces them. */
export function schemasInRegion(schemas: CheckedSchemas, region: Region): CheckedSchemas {
  const resources = schemas.resources.map((resource) => resourceInRegion(resource, region));
  return { ...schemas, resources, byName: new Map(resources.map((resource) => [resource.name, resource])) };
}

/** The regions a fixture is checked in: its own, else every region when its resource differs by one. */
export function fixtureRegions(
  resource: ResourceSchema,
  region: Region | undefined,
): readonly (Region | null)[] {
  if (region) return [region];
  return isRegional(resource) ? ENVIRONMENTS : [null];
}
