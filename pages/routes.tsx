// The route table (core spec §2.1, §2.2): the public pages (/404, /401 and /auth-redirect among
// them), then the signed-in area inside the shell. The root leads to /home, a section's address to
// its first entry (/home to /home/home), and an unknown address to /404. The schema screens and the
// pages of our own (home among them) are not listed here: the shell adds them at run time from GET
// /schema/navigation (engine/shell/schema-routes.tsx, pages/register-pages.ts). Each page's code,
// and the texts it needs, load when it is first opened.
import type { i18n } from 'i18next';
import { redirect, type RouteObject } from 'react-router';
import {
  AUTH_REDIRECT_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REDIRECT_PREFIX,
  SETUP_PATH,
  UNAUTHORIZED_PATH,
} from '../engine/client';
import type { Navigation, Session } from '../engine/client';
import {
  AppFrame,
  loadAuthRedirectRoute,
  LoadingSpinner,
  loadNotFoundRoute,
  loadRedirectPage,
  loadShellRoute,
  loadUnauthorizedRoute,
  requireSignIn,
  SHELL_ROUTE_ID,
  skipWhenSignedIn,
} from '../engine/shell';
import { BOOKING_PATH } from '../protocol/booking-url';
import { DISPLAY_PATH } from '../protocol/pickup-numbers';
import { POS_RESULT_PAGES } from '../protocol/pos-authorization';
import { GUEST_QUEUE_PATH } from '../protocol/queue-answers';
import { accountRoutes } from './account/account-routes';

export function createRoutes(session: Session, i18n: i18n, navigation: Navigation): RouteObject[] {
  /** A page's component, once its code and its texts have both arrived. */
  const page = async <T,>(
    load: Promise<T>,
    namespaces: string[],
    pick: (module: T) => RouteObject['Component'],
  ) => {
    const [module] = await Promise.all([load, i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
  return [
    {
      Component: AppFrame,
      HydrateFallback: LoadingSpinner,
      children: [
        {
          path: LOGIN_PATH,
          loader: skipWhenSignedIn(session),
          lazy: () => page(import('./login/login-route'), ['login'], (module) => module.LoginRoute),
        },
        ...accountRoutes(page),
        {
          path: NOT_FOUND_PATH,
          lazy: () => page(loadNotFoundRoute(), [], (module) => module.NotFoundRoute),
        },
        {
          path: UNAUTHORIZED_PATH,
          lazy: () => page(loadUnauthorizedRoute(), [], (module) => module.UnauthorizedRoute),
        },
        {
          path: AUTH_REDIRECT_PATH,
          lazy: () => page(loadAuthRedirectRoute(), [], (module) => module.AuthRedirectRoute),
        },
        {
          path: SETUP_PATH,
          lazy: () =>
            page(import('./setup-wizard/setup-wizard-page'), ['setup'], (module) => module.SetupWizardPage),
        },
        {
          path: POS_RESULT_PAGES.clover,
          lazy: () =>
            page(
              import('./pos-authorization/clover-result-page'),
              ['pos'],
              (module) => module.CloverResultPage,
            ),
        },
        {
          // A shop's pickup screen, opened on its TV by the shop's display address: no sign-in.
          path: `${DISPLAY_PATH}:token`,
          lazy: () =>
            page(
              import(/* webpackChunkName: "pickup-display" */ './pickup-display/pickup-display-page'),
              ['pickupDisplay'],
              (module) => module.PickupDisplayPage,
            ),
        },
        {
          // A restaurant's booking page, opened by its booking URL: no sign-in.
          path: `${BOOKING_PATH}:token`,
          lazy: () =>
            page(
              import(/* webpackChunkName: "booking" */ './booking/booking-page'),
              ['reservations'],
              (module) => module.BookingPage,
            ),
        },
        {
          // A guest's queue page, opened by the shop's code: no sign-in, whoever is signed in here.
          path: `${GUEST_QUEUE_PATH}:token`,
          lazy: () =>
            page(
              import(/* webpackChunkName: "queue-guest" */ './queue-guest/guest-queue-page'),
              ['queues'],
              (module) => module.GuestQueuePage,
            ),
        },
        {
          id: SHELL_ROUTE_ID,
          loader: requireSignIn({ session, navigation, storage: localStorage }),
          lazy: () => page(loadShellRoute(), ['navigation'], (module) => module.ShellRoute),
          children: [
            { index: true, loader: () => redirect(HOME_PATH) },
            {
              path: `${REDIRECT_PREFIX}*`,
              lazy: () => page(loadRedirectPage(), [], (module) => module.RedirectPage),
            },
            {
              path: '*',
              lazy: () => page(loadNotFoundRoute(), [], (module) => module.RedirectToNotFound),
            },
          ],
        },
      ],
    },
  ];
}
