// A new merchant comes with its owner's permission type (business spec §3 "Merchant registration":
// the owner signs in with the owner's privileges), however it was made: registered by its owner or
// created by the platform. A write hook on the merchant, so the type is written in the same
// transaction as the merchant and both stand or fall together. So is its pending first-time setup.
import type { CheckedSchemas } from '../../engine/schema';
import type { WriteHooks } from '../../engine/server';
import { markSetupPending } from '../setup/setup-state';
import { PERMISSION_TYPE_NAMES, rolePrivileges } from './role-privileges';

export function merchantHooks(schemas: CheckedSchemas): WriteHooks {
  const permissionTypes = schemas.byName.get('privilegeMapping');
  return {
    async afterCreate({ tx, actor, service }, merchant) {
      // Its owner walks the first-time setup before anything else (/setupwizard).
      await markSetupPending(tx, merchant.id);
      if (!permissionTypes) return;
      // The owner's starting privileges are the product's, not the creator's to grant: whoever made
      // the merchant, it receives what every owner starts from, written as its creator.
      const product = { ...actor, companies: [merchant.id], privileges: 'all' as const };
      await service.createWithin(tx, permissionTypes, product, {
        companyId: merchant.id,
        name: PERMISSION_TYPE_NAMES.companyManager,
        privilegeList: rolePrivileges(schemas, 'companyManager'),
      });
    },
  };
}
