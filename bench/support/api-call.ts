import { parseEnvelope } from './envelope';

/** A call to the server's API as the session `token`; answers its `data`, throws on a non-zero status. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/pro-api${path}`, {
    method,
    headers: { 'x-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = parseEnvelope(await response.text());
  if (envelope?.status !== 0) throw new Error(`${method} ${path}: ${envelope?.msgEn ?? response.status}`);
  return envelope.data as T;
}
