/**
 * @jest-environment node
 */
// An action only the platform takes (`platformOnly`, a reply to a merchant's feedback): no company
// role starts with its key, a company account's permission tree never offers it, and a company's
// permission type may not grant it, whoever writes it; the platform keeps it.
import { join, resolve } from 'node:path';
import { platformOnlyKeys } from '../../../engine/schema/privilege-keys';
import { systemActor, type Actor } from '../../../engine/server/resources/actor';
import { privilegeCatalogue } from '../../../engine/server/resources/privilege-catalogue';
import { ungrantedPrivileges } from '../../../engine/server/resources/privilege-grants';
import { loadMessages } from '../../../engine/server/messages';
import { loadCheckedSchemas } from '../../../engine/server/schema-source';
import type { PrivilegeNode } from '../../../engine/protocol/privilege-catalogue';
import { rolePrivileges } from '../../../server/accounts/role-privileges';

const ROOT = resolve(__dirname, '..', '..', '..');
const schemas = loadCheckedSchemas(join(ROOT, 'schemas'), ROOT, loadMessages(join(ROOT, 'locales')));
const REPLY = 'merchant_feedback_reply';
const FINISH = 'merchant_feedback_finish';

const resource = (name: string) => {
  const found = schemas.byName.get(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
};

/** An owner whose permission type was written before the reply became the platform's. */
const owner: Actor = {
  ...systemActor('hk'),
  admin: false,
  platform: false,
  companies: [1],
  privileges: new Set([...rolePrivileges(schemas, 'companyManager'), REPLY]),
};

const offered = (actor: Actor): string[] =>
  privilegeCatalogue(schemas, actor).groups.flatMap((group) => {
    const keys = (node: PrivilegeNode): string[] => [node.key, ...(node.children ?? []).flatMap(keys)];
    return group.nodes.flatMap(keys);
  });

describe('an action only the platform takes', () => {
  it('is the merchant feedback reply', () => {
    expect([...platformOnlyKeys(schemas.resources)]).toEqual([REPLY]);
  });

  it('is held by the platform roles and by no company role, which keep the other actions', () => {
    expect(rolePrivileges(schemas, 'superAdmin')).toContain(REPLY);
    expect(rolePrivileges(schemas, 'restaurantAdmin')).toContain(REPLY);
    const companyManager = rolePrivileges(schemas, 'companyManager');
    expect(companyManager).toContain(FINISH);
    expect(companyManager).not.toContain(REPLY);
    expect(rolePrivileges(schemas, 'shopManager')).not.toContain(REPLY);
  });

  it('is never offered in a company account’s permission tree, even when he holds it', () => {
    expect(offered(owner)).toContain(FINISH);
    expect(offered(owner)).not.toContain(REPLY);
    expect(offered(systemActor('hk'))).toContain(REPLY);
  });

  it('may not be granted by a company’s permission type, whoever writes it, but by a platform account', () => {
    const grant = (name: string, actor: Actor) =>
      ungrantedPrivileges(
        new Set([REPLY, FINISH]),
        schemas.resources,
        resource(name),
        actor,
        { privilegeList: [FINISH, REPLY] },
        ['privilegeList'],
      );
    for (const actor of [owner, systemActor('hk')])
      expect(grant('privilegeMapping', actor)).toEqual([
        expect.objectContaining({
          field: 'privilegeList',
          key: 'validation:platformOnly',
          params: { keys: REPLY },
        }),
      ]);
    expect(grant('user', systemActor('hk'))).toEqual([]);
  });
});
