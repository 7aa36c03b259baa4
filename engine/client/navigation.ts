// The Navigation store (core spec §2.3, §3 "Permission state: routes"): the sections and the routes
// the signed-in user may read, fetched once per session from GET /schema/navigation. The shell builds
// the sidebar, the breadcrumb and the schema routes from it; sign-out resets it so the next user
// gets his own.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isResourceRoute,
  type NavigationAnswer,
  type NavigationRoute,
  type ResourceNavigationRoute,
} from '../schema/navigation-answer';
import type { UserInfo } from '../protocol/user-info';
import type { NavigationSection } from '../schema/catalogue';
import type { Region } from '../schema/resource';
import {
  buildNavigationTree,
  sectionRedirects,
  pagesBySection,
  type NavigationNode,
  type SectionPages,
} from './navigation-tree';
import { permittedRoutes, type Viewer } from './route-access';

export interface NavigationSource {
  navigation(): Promise<NavigationAnswer>;
  region(): Promise<Region | null>;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** What of the signed-in user decides his navigation (core spec §6). */
export type NavigationUser = Pick<UserInfo, 'admin' | 'platManager' | 'privilegeList'>;

export class Navigation {
  sections: NavigationSection[] = [];
  routes: NavigationRoute[] = [];
  region: Region | null = null;
  state: LoadState = 'idle';
  private pending: Promise<void> | null = null;

  constructor(
    private readonly source: NavigationSource,
    /** The signed-in user, or null. */
    private readonly userInfo: () => NavigationUser | null,
  ) {
    makeAutoObservable<Navigation, 'source' | 'userInfo' | 'pending'>(
      this,
      { source: false, userInfo: false, pending: false },
      { autoBind: true },
    );
  }

  /** Fetches once per session; later calls share the first answer. A failure may be retried. */
  load(): Promise<void> {
    this.pending ??= this.fetch();
    return this.pending;
  }

  private async fetch(): Promise<void> {
    this.state = 'loading';
    try {
      const [answer, region] = await Promise.all([
        this.source.navigation(),
        this.source.region().catch(() => null),
      ]);
      runInAction(() => {
        this.sections = answer.sections;
        this.routes = answer.routes;
        this.region = region;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.pending = null;
      });
      throw error;
    }
  }

  /** Forgets the session's routes (sign-out, another user). */
  reset(): void {
    this.sections = [];
    this.routes = [];
    this.region = null;
    this.state = 'idle';
    this.pending = null;
  }

  get viewer(): Viewer {
    const user = this.userInfo();
    return {
      admin: user?.admin ?? false,
      platform: Boolean(user?.admin || user?.platManager),
      region: this.region,
      privilegeList: user?.privilegeList ?? [],
    };
  }

  /** The routes this user may open, from the sidebar or by address. */
  get permittedRoutes(): NavigationRoute[] {
    return permittedRoutes(this.routes, this.viewer);
  }

  /** The permitted routes that open a resource's screens. */
  get resourceRoutes(): ResourceNavigationRoute[] {
    return this.permittedRoutes.filter(isResourceRoute);
  }

  /** Core spec §6: the navigation came, and left this user nothing to open but the pages everyone has. */
  get noRouteLeft(): boolean {
    return (
      this.state === 'ready' && this.permittedRoutes.every((route) => 'everyone' in route && route.everyone)
    );
  }

  /** Every section with its routes, home first; hidden routes included (the breadcrumb names them). */
  get tree(): NavigationNode[] {
    return buildNavigationTree(this.sections, this.permittedRoutes, this.viewer);
  }

  /** The top-level sections with the pages the sidebar lists. */
  get pagesBySection(): SectionPages[] {
    return pagesBySection(this.tree);
  }

  /** Where a section's own address leads (its first entry); undefined for any other address. */
  redirectOf(path: string): string | undefined {
    return sectionRedirects(this.tree).get(path);
  }

  routeNamed(name: string): NavigationRoute | undefined {
    return this.permittedRoutes.find((route) => route.name === name);
  }

  /** The permitted route of this name when it opens a resource's screens. */
  resourceRouteNamed(name: string): ResourceNavigationRoute | undefined {
    return this.resourceRoutes.find((route) => route.name === name);
  }
}
