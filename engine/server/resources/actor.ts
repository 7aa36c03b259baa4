// Who is calling, as the resource engine sees it: the companies and shops within reach and the
// privilege keys held. The application resolves it once per request from the session.
import type { ResourceSchema } from '../../schema/resource';

export type Reach = readonly number[] | 'all';

export interface Actor {
  userId: number;
  /** The platform super admin: alone may use resources whose route is `onlyAdmin`. */
  admin: boolean;
  /** Platform level (super admin, restaurant admin): may create and delete platform records. */
  platform: boolean;
  companies: Reach;
  shops: Reach;
  privileges: ReadonlySet<string> | 'all';
}

export function can(actor: Actor, privilege: string): boolean {
  return actor.privileges === 'all' || actor.privileges.has(privilege);
}

export function reaches(reach: Reach, id: number | null | undefined): boolean {
  return reach === 'all' || (id !== null && id !== undefined && reach.includes(id));
}

/** Whether the actor may use a resource at all: `onlyAdmin` routes are the super admin's alone. */
export function mayUse(actor: Actor, resource: Pick<ResourceSchema, 'route'>): boolean {
  return actor.admin || resource.route.onlyAdmin !== true;
}
