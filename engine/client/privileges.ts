// Core spec §6: an admin sees everything; anyone else holds a privilege when its key is in his
// privilegeList. Buttons may name two keys, and show when either is held. A key a resource does not
// declare (no delete for a comment) is a call that does not exist: nobody holds it, an admin neither.
// The server checks every call again: this only decides what is shown.
import type { UserInfo } from '../protocol/user-info';

export type PrivilegeHolder = Pick<UserInfo, 'admin' | 'privilegeList'> | null | undefined;

export function hasPrivilege(userInfo: PrivilegeHolder, ...keys: (string | undefined)[]): boolean {
  if (!userInfo) return false;
  return keys.some((key) => key !== undefined && (userInfo.admin || userInfo.privilegeList.includes(key)));
}
