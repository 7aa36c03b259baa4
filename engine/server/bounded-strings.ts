// Every text a route takes is bounded by its declared schema (issue 22 item 7): a value that reaches
// a lookup, a throttle's key or an index (a sign-in's username, an address, a link's code) can then
// never outgrow what PostgreSQL keeps in an index row, and is refused on its field, translated,
// before any query meets it. The input guard refuses to register a route whose body or query holds a
// string without `maxLength` (or a closed set of values), so a new field cannot forget it. Path
// parameters are bounded by the router (MAX_PARAM_LENGTH).
import type { JsonSchema } from './route-schema';

const NESTED_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

/** Where a JSON Schema holds a string with no declared length, as paths below `at`. */
export function unboundedStrings(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  const takesText = [node.type].flat().includes('string');
  const closed = Array.isArray(node.enum) || node.const !== undefined;
  if (takesText && typeof node.maxLength !== 'number' && !closed) found.push(at);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, inner] of Object.entries(properties))
    found.push(...unboundedStrings(inner, `${at}.${name}`));
  found.push(...unboundedStrings(node.items, `${at}[]`));
  found.push(...unboundedStrings(node.additionalProperties, `${at}.*`));
  for (const key of NESTED_LISTS) {
    const list = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
    list.forEach((inner, index) => found.push(...unboundedStrings(inner, `${at}(${key} ${index})`)));
  }
  return found;
}

/** The unbounded strings of a route's declared body and query; none for a route that declares neither. */
export function unboundedRouteStrings(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { body, querystring, query } = schema as Record<string, unknown>;
  return [...unboundedStrings(body, 'body'), ...unboundedStrings(querystring ?? query, 'querystring')];
}
