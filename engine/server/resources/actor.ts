// Who is calling, as the resource engine sees it: the companies and shops within reach, the
// privilege keys held, and the region he works in. The application resolves it once per request
// from the session and the server's region.
import type { PageRoute } from '../../schema/page-routes';
import type { Region, ResourceSchema } from '../../schema/resource';
import { isForAudience } from '../../schema/route-flags';

export type Reach = readonly number[] | 'all';

export interface Actor {
  /** null for the public: someone signing up has no account until the sign-up is written. */
  userId: number | null;
  /** The platform super admin: alone may use resources whose route is `onlyAdmin`. */
  admin: boolean;
  /** Platform level (super admin, restaurant admin): may create and delete platform records. */
  platform: boolean;
  companies: Reach;
  shops: Reach;
  privileges: ReadonlySet<string> | 'all';
  /** The deployment's region (REGION): the other region's routes do not exist for the caller. */
  region: Region;
}

export function can(actor: Actor, privilege: string): boolean {
  return actor.privileges === 'all' || actor.privileges.has(privilege);
}

export function reaches(reach: Reach, id: number | null | undefined): boolean {
  return reach === 'all' || (id !== null && id !== undefined && reach.includes(id));
}

/**
 * Whether the actor may use a resource at all (core spec §6): `onlyAdmin` routes are the super
 * admin's alone, `onlyPlatform` ones the platform level's, `onlyUS` and `onlyHK` ones their region's.
 */
export function mayUse(actor: Actor, resource: Pick<ResourceSchema, 'route'>): boolean {
  return isForAudience(resource.route, actor);
}

/** Whether the actor may open a page of our own (and call what is its alone, a report): its name is its privilege. */
export function mayOpenPage(actor: Actor, page: PageRoute): boolean {
  return isForAudience(page, actor) && (page.everyone === true || can(actor, page.name));
}

/**
 * The public on a page of one shop (a guest booking a table): that shop alone, and only the
 * privileges of what the page lets him do, so every rule and scope of the resource service holds him.
 */
export function publicActor(
  region: Region,
  tenant: { companyId: number; shopId: number },
  privileges: readonly string[],
): Actor {
  return {
    userId: null,
    admin: false,
    platform: false,
    companies: [tenant.companyId],
    shops: [tenant.shopId],
    privileges: new Set(privileges),
    region,
  };
}

/** The platform itself, writing as no user (the demo's seed, a test's set-up): it reaches everything. */
export function systemActor(region: Region): Actor {
  return {
    userId: null,
    admin: true,
    platform: true,
    companies: 'all',
    shops: 'all',
    privileges: 'all',
    region,
  };
}
