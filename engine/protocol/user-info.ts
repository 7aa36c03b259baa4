// The signed-in user as the client keeps it (core spec §3 "User info"), answered by sign-in and
// by GET /user/info. The four level flags (the spec's field names) place him in the tenant tree the
// engine scopes by, platform, company and shops, and decide his navigation; the server re-checks
// them on every call. Role names and their labels are the application's (`roles`).

export interface UserInfo {
  id: number;
  username: string;
  name: string;
  name_en: string;
  email: string | null;
  /** The platform's super admin: `onlyAdmin` routes are his alone. */
  admin: boolean;
  /** Platform level: every company (`onlyPlatform` routes). */
  platManager: boolean;
  /** One whole company, all its shops. */
  companyManager: boolean;
  /** The shops of `shopPrivilegeList` only. */
  shopManager: boolean;
  /** Route names the user may open. */
  privilegeList: string[];
  /** Shop ids the user manages; the first is the one used. */
  shopPrivilegeList: number[];
  companyId: number | null;
  imgId: string | null;
  /** The application's role names, highest first; never empty (core spec §5). */
  roles: string[];
  /**
   * False while the user's merchant has its first-time setup to do (core spec §2.2): the client keeps
   * it as the local flag of the same name, which sends him to /setupwizard.
   */
  dola_pass: boolean;
}

export interface SignInAnswer {
  token: string;
  userInfo: UserInfo;
}
