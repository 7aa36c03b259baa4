// A till's calls against the browser tests' running server, over HTTP as a real point of sale
// makes them (docs/api.md "Point-of-sale ingest", "Members at the point of sale"): a device added
// and its key issued by the owner, then the till's batches and redemptions under that key.
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';

interface Answer<T> {
  status: number;
  msgEn: string;
  data: T;
}

async function call<T>(url: string, method: string, body: object, headers: Record<string, string>) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer<T>;
  if (answer.status !== 0) throw new Error(`${method} ${url}: ${answer.msgEn}`);
  return answer.data;
}

/** A till of `shopId`, set up by `username`: its calls under /pro-api/pos. */
export async function tillOf(server: string, username: string, shopId: number) {
  const api = `${server}/pro-api`;
  const { token } = await call<{ token: string }>(
    `${api}/login`,
    'PUT',
    { username, password: DEMO_PASSWORD },
    {},
  );
  const staff = { 'x-token': token };
  const device = await call<{ id: number }>(
    `${api}/pos/device`,
    'POST',
    { name: 'Front till', shopId },
    staff,
  );
  const { key } = await call<{ key: string }>(`${api}/pos/device/key`, 'PUT', { id: device.id }, staff);
  return <T>(path: string, body: object) =>
    call<T>(`${api}/pos/${path}`, 'POST', { shopId, ...body }, { authorization: `Bearer ${key}` });
}
