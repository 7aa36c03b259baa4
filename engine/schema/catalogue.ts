import type { PageRoute } from './page-routes';
import type { Region, ResourceSchema } from './resource';
import type { AudienceFlags } from './route-flags';

// The files beside the resources: the navigation's sections and the privilege keys that are not routes.

/**
 * A section of schemas/navigation.json, the sidebar's tree (never the restaurant's menu): it holds
 * routes (and other sections) and leads to its first entry.
 */
export interface NavigationSection extends AudienceFlags {
  name: string;
  /** Its address, which leads to its first entry; an http(s) address makes it an external link. */
  path: string;
  title: string;
  icon?: string;
  order: number;
  /** The section it sits in; none for a top-level section. */
  parent?: string;
  /** false: no breadcrumb of its own (home, whose one page says it already). */
  breadcrumb?: boolean;
  /** Its breadcrumb is plain text rather than a link to its first entry. */
  noRedirect?: boolean;
  /** Shown as a folder even when it holds a single entry (otherwise shown as that entry). */
  alwaysShow?: boolean;
}

export interface PrivilegeKey {
  key: string;
  title: string;
}

export interface PrivilegeGroup {
  /** Dashboard, POS or Connect (business spec §6). */
  name: string;
  title: string;
  keys: PrivilegeKey[];
}

/** A fixture record and, for an invalid one, the field it must fail on. */
export interface Fixture {
  resource: string;
  record: Record<string, unknown>;
  /** Only in fixtures/invalid: the field whose error proves the rule. */
  failsOn?: string;
  /** Optionally, the message key it must fail with there: which rule of several on one field. */
  failsWith?: string;
  /**
   * The region whose rules it is written for (regional-fields.ts); without one, a fixture of a
   * resource whose rules differ by region must hold in every region.
   */
  region?: Region;
  /** Why the record is valid or not, for the reader. */
  because?: string;
}

export interface SourceFile<T> {
  /** Path relative to the schemas folder's parent, as shown in problems. */
  file: string;
  content: T;
}

/** schemas/navigation.json: the sidebar's sections, and the routes that open pages of our own. */
export interface NavigationFile {
  sections: NavigationSection[];
  routes?: PageRoute[];
}

export interface SchemaSet {
  resources: SourceFile<unknown>[];
  navigation: SourceFile<NavigationFile>;
  privileges: SourceFile<{ groups: PrivilegeGroup[] }>;
  /** The application's own widget names (a module's client part, `pages/<module>/<module>-module.ts`, registers them). */
  widgets: SourceFile<{ widgets: string[] }>;
  /** The application's own page names (a module's client part, `pages/<module>/<module>-module.ts`, registers them). */
  pages: SourceFile<{ pages: string[] }>;
  fixtures: { valid: SourceFile<Fixture>[]; invalid: SourceFile<Fixture>[] };
}

/** A schema set that passed the checker: resources typed and addressable by name. */
export interface CheckedSchemas {
  resources: ResourceSchema[];
  byName: Map<string, ResourceSchema>;
  sections: NavigationSection[];
  /** The navigation file's routes to pages of our own. */
  pages: PageRoute[];
  privileges: PrivilegeGroup[];
}
