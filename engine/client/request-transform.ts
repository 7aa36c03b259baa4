// What every outgoing /pro-api call gets before it leaves (core spec §7), as plain functions so the
// rules are tested without a network.
import { envLang, type Language } from './language';
import { TOKEN_HEADER } from '../protocol/session-header';

/** A multipart or binary body is an upload: it is sent untouched. */
export function isUploadBody(data: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The JSON body as sent: `envLang` tells the server the UI language; outside POST a body naming
 * both a company and a shop keeps only the shop, the narrower scope (core spec §7). The caller's
 * object is never changed.
 */
export function prepareBody(method: string | undefined, data: unknown, language: Language): unknown {
  if (!isPlainObject(data)) return data;
  const body: Record<string, unknown> = { ...data, envLang: envLang(language) };
  const isPost = (method ?? 'get').toLowerCase() === 'post';
  if (!isPost && 'companyId' in body && 'shopId' in body) delete body.companyId;
  return body;
}

/** Headers every call carries: the session token when there is one and the UI language. */
export function requestHeaders(token: string | null, language: Language): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}
