// Members: the member and member-level screens are the engine's, drawn from their schemas
// (schemas/members); the module adds the SMS and email credits screen, and the member's own page,
// opened by his restaurant's address.
import { MEMBER_PAGE_PATH } from '../../protocol/member-page';
import type { ClientModule } from '../client-module';

export const members: ClientModule = {
  name: 'members',
  pages: {
    messageCredits: {
      load: () =>
        import(/* webpackChunkName: "message-credits" */ './message-credits/message-credits-page').then(
          (module) => module.MessageCreditsPage,
        ),
      namespaces: ['members', 'engine'],
    },
  },
  publicRoutes: (page) => [
    {
      // No staff sign-in: the member signs in on the page itself.
      path: `${MEMBER_PAGE_PATH}:company`,
      lazy: () =>
        page(
          import(/* webpackChunkName: "member-page" */ './member-page/member-page'),
          // payments: the names of his coupons' types; stores: his points store; events: the events he
          // signs up for; wallet: his pass buttons; consent: his marketing consent's switches.
          ['members', 'payments', 'stores', 'events', 'wallet', 'consent', 'engine', 'validation'],
          (module) => module.MemberPage,
        ),
    },
  ],
};
