// Accounts (business §2 user_management, account_management): administrators, merchant accounts,
// servers and permission types are declared (schemas/accounts); this module brings their calls
// beyond the record calls (unlock, the manager key, company mapping, the tenant choices, one's own
// account, push recipients) and the mailed links that reset a secret or accept an invitation.
import { defineModule } from '../app-module';
import invitationPlugin from '../account-mail/invitation-plugin';
import resetPlugin from '../account-mail/reset-plugin';
import { ACCOUNT_LOCK_TABLE, lockedSql } from '../auth/account-lock';
import companyMappingPlugin from './company-mapping-plugin';
import managerKeyPlugin from './manager-key-plugin';
import ownAccountPlugin from './own-account-plugin';
import pushRecipientsPlugin from './push-recipients-plugin';
import tenantOptionsPlugin from './tenant-options-plugin';
import unlockPlugin from './unlock-plugin';

export default defineModule('accounts', {
  setup(kit) {
    // An account's `locked`, read from the lock table the engine does not know.
    kit.computed('accountLocked', lockedSql, { tables: [ACCOUNT_LOCK_TABLE] });
  },
  async routes(app, context) {
    for (const plugin of [
      unlockPlugin,
      managerKeyPlugin,
      companyMappingPlugin,
      tenantOptionsPlugin,
      ownAccountPlugin,
      pushRecipientsPlugin,
      resetPlugin,
      invitationPlugin,
    ])
      await app.register(plugin, context);
  },
});
