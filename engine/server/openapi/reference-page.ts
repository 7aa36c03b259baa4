// The API reference for integrators (GET /pro-api/docs): one self-contained HTML page drawn on the
// server from the OpenAPI document, with no script and nothing fetched from elsewhere.
import type { JsonSchema } from '../route-schema';

type Translate = (key: string, params?: Record<string, string>) => string;

interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema } | undefined> };
}

/** The security schemes by name, each with the description the page shows. */
type Schemes = Record<string, { description?: string }>;

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A schema's type in a few words: `string (email)`, `"zh" | "en"`, `array of integer`. */
function typeOf(schema: JsonSchema, t: Translate): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? '';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as JsonSchema[]).map((option) => typeOf(option, t)).join(' | ');
  const types = [schema.type ?? []].flat() as string[];
  if (types.length === 0) return t('openapi:page.any');
  const named = types
    .map((type) =>
      type === 'array'
        ? t('openapi:page.arrayOf', { type: typeOf((schema.items ?? {}) as JsonSchema, t) })
        : type,
    )
    .join(' | ');
  return typeof schema.format === 'string' ? `${named} (${schema.format})` : named;
}

function fieldTable(t: Translate, caption: string, rows: [string, JsonSchema, boolean][]): string {
  if (rows.length === 0) return '';
  const head = ['name', 'type', 'required', 'label'].map(
    (key) => `<th>${escape(t(`openapi:page.${key}`))}</th>`,
  );
  const body = rows.map(
    ([name, schema, required]) =>
      `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(schema, t))}${
        // A value only the server writes: sent back as read, or left out (docs/api.md "Read-only values").
        schema.readOnly === true ? ` (${escape(t('openapi:page.readOnly'))})` : ''
      }</td>` +
      `<td>${required ? escape(t('openapi:page.yes')) : ''}</td><td>${escape(String(schema.title ?? ''))}</td></tr>`,
  );
  return `<table><caption>${escape(caption)}</caption><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

/** Who may make the call: anyone, a session, or the holder of another credential (a device key). */
function accessText(t: Translate, operation: Operation, schemes: Schemes): string {
  const [first] = operation.security ?? [{ token: [] }];
  const scheme = Object.keys(first ?? {})[0];
  if (scheme === undefined) return t('openapi:page.public');
  if (scheme === 'token') return t('openapi:page.needsToken');
  return t('openapi:page.needsCredential', { credential: schemes[scheme]?.description ?? scheme });
}

function operationBlock(
  t: Translate,
  method: string,
  path: string,
  operation: Operation,
  schemes: Schemes,
): string {
  const parameters = (operation.parameters ?? []).map((parameter): [string, JsonSchema, boolean] => [
    `${parameter.name} (${parameter.in})`,
    parameter.schema,
    parameter.required,
  ]);
  const content = operation.requestBody?.content ?? {};
  const multipart = content['multipart/form-data'] !== undefined;
  const body = (content['application/json'] ?? content['multipart/form-data'])?.schema;
  const required = new Set((body?.required ?? []) as string[]);
  const fields = Object.entries((body?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]): [string, JsonSchema, boolean] => [name, schema, required.has(name)],
  );
  return [
    `<article id="${escape(operation.operationId)}">`,
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    operation.summary ? `<p>${escape(operation.summary)}</p>` : '',
    `<p class="access">${escape(accessText(t, operation, schemes))}</p>`,
    fieldTable(t, t('openapi:page.parameters'), parameters),
    fieldTable(t, t(multipart ? 'openapi:page.form' : 'openapi:page.body'), fields),
    '</article>',
  ].join('');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#1b1b1b}
h1 small{font-weight:normal;color:#555}article{border-top:1px solid #ddd;padding:.5rem 0}
.method{display:inline-block;min-width:4.5rem;font:bold 13px monospace;color:#0b4f7c}.access{color:#555;margin:0}
table{border-collapse:collapse;margin:.5rem 0;width:100%}caption{text-align:left;font-weight:bold}
th,td{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}code{font-size:14px}`;

/** The page in `language`, from the document and the page's own translated words. */
export function referencePage(document: JsonSchema, language: string, t: Translate): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const schemes = (document.components as { securitySchemes: Schemes }).securitySchemes;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(t, method, path, operation, schemes)]);
    }
  // In the document's order of tags: the resources, then the application's own calls.
  const tags = (document.tags as { name: string }[]).map((tag) => tag.name).filter((tag) => byTag.has(tag));
  const contents = tags.map((tag, i) => `<li><a href="#tag-${i}">${escape(tag)}</a></li>`).join('');
  const sections = tags.map(
    (tag, i) => `<section id="tag-${i}"><h2>${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('')}</section>`,
  );
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(info.title)}</title>
<style>${STYLE}</style></head><body><header><h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<p>${escape(info.description)}</p><p><a href="openapi.json">${escape(t('openapi:page.download'))}</a></p></header>
<nav><h2>${escape(t('openapi:page.contents'))}</h2><ul>${contents}</ul></nav><main>${sections.join('')}</main></body></html>`;
}
