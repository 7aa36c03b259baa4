// The pickup display (business §2 dola_display_management): its settings are declared
// (schemas/pickup-display); this module brings the staff's pickup numbers, the point of sale's calls, the
// shop's public screen, the screen's address recreated by its own call, and the numbers' live topic.
import { tokenRoutesPlugin } from '../../engine/server';
import { defineModule } from '../app-module';
import displayPublicPlugin from './display-public-plugin';
import pickupBoardPlugin from './pickup-board-plugin';
import { DISPLAY_SETTINGS, PICKUP_BOARD_PRIVILEGE } from './pickup-privileges';
import posPickupPlugin from './pos-pickup-plugin';
import { PICKUP_NUMBERS } from './pickup-numbers';

export default defineModule('pickupDisplay', {
  setup(kit) {
    // The pickup numbers' own table (migrations/0025): heard by whoever may read a shop's board.
    kit.topic(PICKUP_NUMBERS.topic(PICKUP_BOARD_PRIVILEGE));
  },
  async routes(app, context) {
    await app.register(pickupBoardPlugin, context);
    await app.register(posPickupPlugin, context);
    await app.register(displayPublicPlugin, context);
    await app.register(tokenRoutesPlugin, {
      ...context,
      routes: [{ path: '/display/settings/token', resource: DISPLAY_SETTINGS, field: 'displayToken' }],
    });
  },
});
