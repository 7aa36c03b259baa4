// The Navigation store (core spec §2.3, §3 "Permission state: routes"): the menus and the routes the
// signed-in user may read, fetched once per session from GET /schema/navigation. The shell builds
// the sidebar and the schema routes from it; sign-out resets it so the next user gets his own.
import { makeAutoObservable, runInAction } from 'mobx';
import type { NavigationAnswer, NavigationRoute } from '../protocol/navigation';
import type { MenuEntry } from '../schema/catalogue';
import { buildMenu, visibleRoutes, type MenuSection, type Region } from './menu';

export interface NavigationSource {
  navigation(): Promise<NavigationAnswer>;
  region(): Promise<Region | null>;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export class Navigation {
  menus: MenuEntry[] = [];
  routes: NavigationRoute[] = [];
  region: Region | null = null;
  state: LoadState = 'idle';
  private pending: Promise<void> | null = null;

  constructor(
    private readonly source: NavigationSource,
    /** Whether the signed-in user is an admin: admin-only routes are hidden from others. */
    private readonly isAdmin: () => boolean,
  ) {
    makeAutoObservable<Navigation, 'source' | 'isAdmin' | 'pending'>(
      this,
      { source: false, isAdmin: false, pending: false },
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
        this.menus = answer.menus;
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
    this.menus = [];
    this.routes = [];
    this.region = null;
    this.state = 'idle';
    this.pending = null;
  }

  private get viewer() {
    return { admin: this.isAdmin(), region: this.region };
  }

  /** The routes this user may open, by menu or by address. */
  get permittedRoutes(): NavigationRoute[] {
    return visibleRoutes(this.routes, this.viewer);
  }

  get menu(): MenuSection[] {
    return buildMenu(this.menus, this.routes, this.viewer);
  }

  routeNamed(name: string): NavigationRoute | undefined {
    return this.permittedRoutes.find((route) => route.name === name);
  }
}
