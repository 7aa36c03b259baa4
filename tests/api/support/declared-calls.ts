// A list may leave out its create or delete call (docs/schemas.md "A list without create or
// delete"): a guest's comment arrives by its own routes and is never deleted. The generated tests
// write such a resource's records as those routes do, through the server's records, and prove the
// missing call is no route at all.
import type { ResourceSchema } from '../../../engine/schema/resource';
import { BusinessError } from '../../../engine/server/business-error';
import type { ApiHarness } from './api-harness';

export const hasCall = (resource: ResourceSchema, call: 'create' | 'delete'): boolean =>
  resource.privileges[call] !== undefined;

/** A create's outcome: the envelope's status and record, and the fields it refused. */
export interface Written<T> {
  status: number;
  data: T;
  errors?: { field: string }[];
}

/**
 * A new record: the create call as `username`, or, for a resource without one, the server's own
 * write (only the server creates then, whoever the test names), answered as the call would.
 */
export async function writeNew<T>(
  api: ApiHarness,
  resource: ResourceSchema,
  username: string,
  body: object,
): Promise<Written<T>> {
  if (hasCall(resource, 'create')) return api.callAs<T>(username, 'POST', resource.endpoint, body);
  try {
    const record = await api.records.create(resource.name, body as Record<string, unknown>);
    return { status: 0, data: JSON.parse(JSON.stringify(record)) as T };
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    const errors = error.fields.map(({ field }) => ({ field }));
    return { status: error.entry.code, data: undefined as T, errors };
  }
}

/** The answer every caller gets from a call the resource does not declare: none such (HTTP 404). */
export async function expectNoSuchCall(
  api: ApiHarness,
  method: 'POST' | 'DELETE' | 'PUT',
  path: string,
  payload: object,
): Promise<void> {
  const token = await api.signIn('admin');
  const answer = await api.call({
    method,
    url: `/pro-api${path}`,
    payload,
    headers: { 'x-token': token },
  });
  expect([answer.http, answer.body.status]).toEqual([404, 404]);
}
