// Whether the signed-in user reaches more than one tenant of a kind, and so must say which one a new
// record belongs to (docs/api.md: a create takes `companyId` or `shopId` where the caller reaches
// several). Whoever reaches one is placed by the server. The server checks the choice again.
import type { UserInfo } from '../protocol/user-info';

export type TenantKind = 'company' | 'shop';

type Reach = Pick<UserInfo, 'admin' | 'platManager' | 'companyManager' | 'shopPrivilegeList'>;

export function reachesSeveral(kind: TenantKind, userInfo: Reach): boolean {
  // The platform level reaches every company it is given, and so every shop of them.
  if (userInfo.admin || userInfo.platManager) return true;
  // A company manager reaches his one company's shops; a shop manager the shops he is given.
  return kind === 'shop' && (userInfo.companyManager || userInfo.shopPrivilegeList.length > 1);
}
