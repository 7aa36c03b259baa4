// The route table (core spec §2.1, §2.2): the public pages (/404, /401 and /auth-redirect among
// them, and each module's own, pages/client-modules.ts), then the signed-in area inside the shell. The root leads to /home, a section's address to
// its first entry (/home to /home/home), and an unknown address to /404. The schema screens and the
// pages of our own (home among them) are not listed here: the shell adds them at run time from GET
// /schema/navigation (engine/shell/schema-routes.tsx, pages/client-modules.ts). Each page's code,
// and the texts it needs, load when it is first opened.
import type { i18n } from 'i18next';
import { redirect, type RouteObject } from 'react-router';
import {
  AUTH_REDIRECT_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REDIRECT_PREFIX,
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
import type { PageLoader } from './client-module';
import { CLIENT_MODULES } from './client-modules';

export function createRoutes(session: Session, i18n: i18n, navigation: Navigation): RouteObject[] {
  /** A page's component, once its code and its texts have both arrived. */
  const page: PageLoader = async (load, namespaces, pick) => {
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
          lazy: () => page(import('./platform/login/login-route'), ['login'], (module) => module.LoginRoute),
        },
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
        ...CLIENT_MODULES.flatMap((module) => module.publicRoutes?.(page) ?? []),
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
