import { Status } from '../protocol/status';
import { BusinessError } from './business-error';

/**
 * The JSON body of a resource call as an object; anything else is a bad request. A resource's own
 * schema checks the fields (resource-service.ts); custom routes declare theirs (route-schema.ts).
 */
export function objectBody(body: unknown): Record<string, unknown> {
  const value = body ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BusinessError(Status.badRequest);
  return value as Record<string, unknown>;
}
