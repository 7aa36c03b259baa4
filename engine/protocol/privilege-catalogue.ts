// The answer of GET /pro-api/schema/privileges (docs/api.md): every privilege the caller may grant,
// as the permission tree shows it (core spec §4, business spec §6): the Dashboard group is the
// navigation's sections, their screens and each screen's actions; POS and Connect are their declared keys.

export interface PrivilegeNode {
  key: string;
  /** Label key. */
  title: string;
  children?: PrivilegeNode[];
  /** Granting this grants that one too. */
  relyRoute?: string;
  /** Revoking this revokes these too. */
  syncRoute?: string[];
  /** A navigation section: it groups the nodes below, is no privilege of its own and is never stored. */
  grouping?: boolean;
  /** Checking this checks none of its children; unchecking still clears them (core spec §4). */
  notReacte?: boolean;
}

export interface PrivilegeGroupNode {
  name: string;
  title: string;
  nodes: PrivilegeNode[];
}

export interface PrivilegeCatalogue {
  groups: PrivilegeGroupNode[];
}
