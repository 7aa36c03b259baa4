// Writes a registration (business spec §3, §4): a pending merchant (whose write hook adds its owner's
// permission type) and the owner's account (a company manager signing in with his email), through
// the resource engine so the merchant's and the account's own rules, uniqueness and the audit trail
// apply, all in one transaction with the spending of the code that proved the address.
import type { Registered } from '../../protocol/account-mail';
import { callPrivilege, type CheckedSchemas, type Region, type ResourceSchema } from '../../engine/schema';
import type { Actor, Database, Queryable, ResourceService } from '../../engine/server';
import { accountResourceOf } from '../accounts/account-resource';
import { rolePrivileges } from '../accounts/role-privileges';

export interface Registration {
  /** The merchant record's fields, as the form sent them. */
  merchant: Record<string, unknown>;
  email: string;
  password: string;
}

function resourceNamed(schemas: CheckedSchemas, name: string): ResourceSchema {
  const resource = schemas.byName.get(name);
  if (!resource) throw new Error(`registration needs the "${name}" resource`);
  return resource;
}

// The registration form asks no manager key (business spec §3 "Merchant registration"): the owner
// sets his six-digit key later through the manager key reset (/zcszmm). Every other merchant account
// gets one on create. One derived resource per schema set, so its validator compiles once.
const owners = new WeakMap<ResourceSchema, ResourceSchema>();
function ownerAccounts(accounts: ResourceSchema): ResourceSchema {
  let owner = owners.get(accounts);
  if (!owner) {
    owner = {
      ...accounts,
      required: (accounts.required ?? []).filter((name) => name !== 'secondaryPassword'),
    };
    owners.set(accounts, owner);
  }
  return owner;
}

export async function registerMerchant(
  db: Database,
  engine: ResourceService,
  schemas: CheckedSchemas,
  region: Region,
  registration: Registration,
  spendProof: (tx: Queryable) => Promise<void>,
): Promise<Registered> {
  const merchants = resourceNamed(schemas, 'company');
  const permissionTypes = resourceNamed(schemas, 'privilegeMapping');
  const accounts = accountResourceOf(schemas, 'companyManager');
  if (!accounts) throw new Error('registration needs the resource of company manager accounts');
  const ownerKeys = rolePrivileges(schemas, 'companyManager');
  // The public, allowed exactly these creates (and reading the type made for the owner), and to
  // grant the owner his starting privileges.
  const registrant: Actor = {
    userId: null,
    admin: false,
    platform: true,
    companies: 'all',
    shops: [],
    privileges: new Set([
      callPrivilege(merchants, 'create'),
      permissionTypes.privileges.read,
      callPrivilege(accounts, 'create'),
      ...ownerKeys,
    ]),
    region,
  };
  return db.transaction(async (tx) => {
    await spendProof(tx);
    const service = engine.within(tx);
    const merchant = await service.create(merchants, registrant, registration.merchant);
    const [ownerType] = (await service.query(permissionTypes, registrant, { companyId: merchant.id })).rows;
    if (!ownerType) throw new Error('a new merchant has no owner permission type: its write hook is missing');
    const owner = await service.create(ownerAccounts(accounts), registrant, {
      companyId: merchant.id,
      name: registration.merchant.contacts,
      username: registration.email,
      email: registration.email,
      password: registration.password,
      accountType: 'companyManager',
      privilegeMappingId: ownerType.id,
    });
    return { companyId: merchant.id, userId: owner.id, username: registration.email };
  });
}
