import type { ResourceSchema } from './resource';

// The files beside the resources: the top-level menus and the privilege keys that are not routes.

export interface MenuEntry {
  name: string;
  path: string;
  title: string;
  icon?: string;
  order: number;
  onlyAdmin?: boolean;
  onlyUS?: boolean;
  onlyHK?: boolean;
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
  /** Why the record is valid or not, for the reader. */
  because?: string;
}

export interface SourceFile<T> {
  /** Path relative to the schemas folder's parent, as shown in problems. */
  file: string;
  content: T;
}

export interface SchemaSet {
  resources: SourceFile<unknown>[];
  menus: SourceFile<{ menus: MenuEntry[] }>;
  privileges: SourceFile<{ groups: PrivilegeGroup[] }>;
  fixtures: { valid: SourceFile<Fixture>[]; invalid: SourceFile<Fixture>[] };
}

/** A schema set that passed the checker: resources typed and addressable by name. */
export interface CheckedSchemas {
  resources: ResourceSchema[];
  byName: Map<string, ResourceSchema>;
  menus: MenuEntry[];
  privileges: PrivilegeGroup[];
}
