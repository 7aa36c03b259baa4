// Companies and their shops (business §2 merchant_management; the spec's "merchant" or "client"):
// declared in schemas/companies. This module brings a company's write hooks (its owner's permission
// type), the public merchant registration and the owner's first-time setup wizard.
import { defineModule } from '../app-module';
import registrationPlugin from '../account-mail/registration-plugin';
import { merchantHooks } from '../accounts/merchant-hooks';
import setupPlugin from '../setup/setup-plugin';

export default defineModule('companies', {
  setup(kit, { schemas }) {
    kit.hooks('company', merchantHooks(schemas));
  },
  async routes(app, context) {
    await app.register(registrationPlugin, context);
    await app.register(setupPlugin, context);
  },
});
