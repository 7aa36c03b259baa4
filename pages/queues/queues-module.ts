// Queues: the staff's board and settings, and the guest's page opened by the shop's code.
import { GUEST_QUEUE_PATH } from '../../protocol/queue-answers';
import type { ClientModule } from '../client-module';

export const queues: ClientModule = {
  name: 'queues',
  pages: {
    queueBoard: {
      load: () =>
        import(/* webpackChunkName: "queue-board" */ './staff/queue-board-page').then(
          (module) => module.QueueBoardPage,
        ),
      namespaces: ['queues', 'engine'],
    },
    queueSettings: {
      load: () =>
        import(/* webpackChunkName: "queue-settings" */ './staff/queue-settings-page').then(
          (module) => module.QueueSettingsPage,
        ),
      namespaces: ['queues', 'engine'],
    },
  },
  publicRoutes: (page) => [
    {
      // No sign-in, whoever is signed in here.
      path: `${GUEST_QUEUE_PATH}:token`,
      lazy: () =>
        page(
          import(/* webpackChunkName: "queue-guest" */ './guest/guest-queue-page'),
          ['queues'],
          (module) => module.GuestQueuePage,
        ),
    },
  ],
};
