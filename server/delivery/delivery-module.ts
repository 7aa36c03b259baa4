// Delivery platforms (business §2 /delivery_platforms, Hong Kong only; issue 27): the shops' platform
// settings, menus, categories, and dishes and set meals are declared (schemas/delivery); this module
// brings what a schema cannot say: each platform's adapter over its published API
// (platforms/*-api.ts), the tokens kept between calls (delivery-tokens.ts), and the settings tried
// against the platform from their screen (connection-test-plugin.ts).
import { defineModule } from '../app-module';
import connectionTestPlugin from './connection-test-plugin';

export default defineModule('delivery', {
  async routes(app, context) {
    await app.register(connectionTestPlugin, context);
  },
});
