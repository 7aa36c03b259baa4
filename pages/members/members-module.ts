// Members: the member and member-level screens are the engine's, drawn from their schemas
// (schemas/members); the module adds the member's own page, opened by his restaurant's address.
import { MEMBER_PAGE_PATH } from '../../protocol/member-page';
import type { ClientModule } from '../client-module';

export const members: ClientModule = {
  name: 'members',
  publicRoutes: (page) => [
    {
      // No staff sign-in: the member signs in on the page itself.
      path: `${MEMBER_PAGE_PATH}:company`,
      lazy: () =>
        page(
          import(/* webpackChunkName: "member-page" */ './member-page/member-page'),
          ['members', 'engine', 'validation'],
          (module) => module.MemberPage,
        ),
    },
  ],
};
