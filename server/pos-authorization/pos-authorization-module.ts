// Point-of-sale authorization (issue 11 item 6): a company's owner connects a point-of-sale
// provider (Clover) to his company by its OAuth hand-off, and the provider's answer is recorded.
import { defineModule } from '../app-module';
import posAuthorizationPlugin from './pos-authorization-plugin';

export default defineModule('posAuthorization', {
  async routes(app, context) {
    await app.register(posAuthorizationPlugin, context);
  },
});
