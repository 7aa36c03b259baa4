// The public account pages (core spec §2.1), each loaded when first opened with the texts it needs.
// No sign-in guard: an invitation or a reset link must open even where someone is signed in.
import type { RouteObject } from 'react-router';
import { ACCOUNT_PAGES } from '../../../protocol/account-mail';
import type { PageLoader } from '../../client-module';

// `status` holds the expired-link message shown for a link cut short.
const NAMESPACES = ['account', 'status'];

export function accountRoutes(page: PageLoader): RouteObject[] {
  return [
    {
      path: ACCOUNT_PAGES.register,
      lazy: () => page(import('./registration-page'), NAMESPACES, (module) => module.RegistrationPage),
    },
    {
      path: ACCOUNT_PAGES.forgotPassword,
      lazy: () => page(import('./forgot-password-page'), NAMESPACES, (module) => module.ForgotPasswordPage),
    },
    {
      path: ACCOUNT_PAGES.resetPassword,
      lazy: () => page(import('./reset-password-page'), NAMESPACES, (module) => module.ResetPasswordPage),
    },
    {
      path: ACCOUNT_PAGES.invitation,
      lazy: () => page(import('./invitation-page'), NAMESPACES, (module) => module.InvitationPage),
    },
    {
      path: ACCOUNT_PAGES.managerKey,
      lazy: () => page(import('./manager-key-page'), NAMESPACES, (module) => module.ManagerKeyPage),
    },
  ];
}
