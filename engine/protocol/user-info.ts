// The signed-in user as the client keeps it (core spec §3 "User info"), answered by sign-in and
// by GET /user/info. Role flags decide the menu; the server re-checks them on every call.

export interface UserInfo {
  id: number;
  username: string;
  name: string;
  name_en: string;
  email: string | null;
  admin: boolean;
  platManager: boolean;
  companyManager: boolean;
  shopManager: boolean;
  /** Route names the user may open. */
  privilegeList: string[];
  /** Shop ids the user manages; the first is the one used. */
  shopPrivilegeList: number[];
  companyId: number | null;
  imgId: string | null;
  /** Non-empty role names (core spec §5: roles must be a non-empty array). */
  roles: string[];
}

export interface SignInAnswer {
  token: string;
  userInfo: UserInfo;
}
