// A company manager of the demo owner's company holding only the privileges a test names, made
// through the API as the owner would (permission type, then account) and signed in.
import type { ApiHarness } from './api-harness';

export interface MadeManager<T> {
  type: T;
  account: T;
  token: string;
}

/** The password every manager made here signs in with. */
export const MANAGER_PASSWORD = 'Manager-pass-1';

export async function addManagerWith<T extends { id: number }>(
  api: ApiHarness,
  username: string,
  privilegeList: string[],
): Promise<MadeManager<T>> {
  const type = await api.callAs<T>('hk.owner', 'POST', '/privilege/mapping', {
    name: `Type of ${username}`,
    privilegeList,
  });
  expect(type.status).toBe(0);
  const made = await api.callAs<T>('hk.owner', 'POST', '/user/shop/user', {
    name: `Manager ${username}`,
    username,
    email: `${username}@example.com`,
    password: MANAGER_PASSWORD,
    secondaryPassword: '246810',
    accountType: 'companyManager',
    privilegeMappingId: type.data.id,
  });
  expect(made.status).toBe(0);
  return { type: type.data, account: made.data, token: await api.signIn(username, MANAGER_PASSWORD) };
}
