// A resource's declared calls (`calls`, docs/schemas.md): an invitation, an unlock. Quiet, as form
// calls are: a dialog shows the failure on its fields or its message bar.
import type { ResourceCall } from '../schema/resource';
import { api } from './http';

/** Sends the call; resolves with the answer's data (the parameters of its done notice). */
export async function sendCall(call: ResourceCall, body: Record<string, unknown>): Promise<unknown> {
  const send = call.method === 'POST' ? api.post : api.put;
  return (await send<unknown>(call.endpoint, body, { notify: false })).data;
}
