// Queues (business §2 queuing_management): queues and their settings are declared (schemas/queues);
// this module brings the staff board's calls, the guests' public queue page, the page's address
// recreated by its own call, and the tickets' live topic.
import { tokenRoutesPlugin } from '../../engine/server';
import { BOARD_PRIVILEGES } from '../../protocol/queue-answers';
import { defineModule } from '../app-module';
import queueBoardPlugin from './queue-board-plugin';
import queuePublicPlugin from './queue-public-plugin';
import { TICKETS } from './ticket-rows';

export default defineModule('queues', {
  setup(kit) {
    // A queue's tickets (migrations/0026): heard by whoever may read the shop's board.
    kit.topic(TICKETS.topic(BOARD_PRIVILEGES.read));
  },
  async routes(app, context) {
    await app.register(queueBoardPlugin, context);
    await app.register(queuePublicPlugin, context);
    await app.register(tokenRoutesPlugin, {
      ...context,
      routes: [{ path: '/queue/settings/token', resource: 'queueSettings', field: 'guestToken' }],
    });
  },
});
