// Who the analytics step acts as, made through the API as an operator would: the chain's owner, a
// company manager with the owner's default permission type (made by the platform's admin), and a
// till in each shop with a fresh device key (made by the owner). A kept chain keeps its owner and
// tills; each run issues new keys, which stops the old ones.
import type { CheckedSchemas } from '../../engine/schema';
import { PERMISSION_TYPE_NAMES, rolePrivileges } from '../../server/accounts/role-privileges';
import { apiCall } from '../support/api-call';
import { demoAccount, signIn, type Account } from '../support/sign-in';

/** The chain's company manager, on the demo password like every demo sign-in. */
export const CHAIN_OWNER: Account = demoAccount('chain.owner');
const TILL_NAME = 'Bench till';

async function createOwner(baseUrl: string, companyId: number, schemas: CheckedSchemas): Promise<void> {
  const { token } = await signIn(baseUrl);
  const type = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/privilege/mapping', {
    companyId,
    name: PERMISSION_TYPE_NAMES.companyManager,
    privilegeList: rolePrivileges(schemas, 'companyManager'),
  });
  await apiCall(baseUrl, token, 'POST', '/user/shop/user', {
    companyId,
    name: 'Chain owner',
    username: CHAIN_OWNER.username,
    email: 'chain.owner@demo-chain.example',
    password: CHAIN_OWNER.password,
    secondaryPassword: '246810',
    accountType: 'companyManager',
    privilegeMappingId: type.id,
  });
}

/** The chain owner's session token, the owner made first if the chain has none yet. */
export async function chainOwnerToken(
  baseUrl: string,
  companyId: number,
  schemas: CheckedSchemas,
): Promise<string> {
  const body = JSON.stringify(CHAIN_OWNER);
  try {
    return (await signIn(baseUrl, body)).token;
  } catch {
    await createOwner(baseUrl, companyId, schemas);
    return (await signIn(baseUrl, body)).token;
  }
}

/** A new key for each shop's bench till (the till made when the shop has none), by shop id. */
export async function tillKeys(
  baseUrl: string,
  ownerToken: string,
  shopIds: readonly number[],
): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  for (const shopId of shopIds) {
    const [found] = await apiCall<{ id: number }[]>(baseUrl, ownerToken, 'PUT', '/pos/device', {
      shopId,
      name: TILL_NAME,
    });
    const till =
      found ??
      (await apiCall<{ id: number }>(baseUrl, ownerToken, 'POST', '/pos/device', {
        shopId,
        name: TILL_NAME,
      }));
    const { key } = await apiCall<{ key: string }>(baseUrl, ownerToken, 'PUT', '/pos/device/key', {
      id: till.id,
    });
    keys.set(shopId, key);
  }
  return keys;
}
