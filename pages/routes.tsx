// The route table (core spec §2.1, §2.2): /login is public, everything else needs a session and
// shows inside the shell. The schema screens are not listed here: the shell adds them at run time
// from GET /schema/navigation (engine/shell/schema-routes.tsx). Each screen's code, and the texts it
// needs, load when it is first opened; an unknown address shows "not found".
import type { i18n } from 'i18next';
import type { RouteObject } from 'react-router';
import type { Session } from '../engine/client/session';
import { AppFrame } from '../engine/shell/app-frame';
import { LoadingScreen } from '../engine/shell/loading-screen';
import { requireSignIn, skipWhenSignedIn } from '../engine/shell/route-guards';
import { SHELL_ROUTE_ID } from '../engine/shell/schema-routes';

export function createRoutes(session: Session, i18n: i18n): RouteObject[] {
  return [
    {
      Component: AppFrame,
      HydrateFallback: LoadingScreen,
      children: [
        {
          path: '/login',
          loader: skipWhenSignedIn(session),
          lazy: async () => {
            const [{ LoginPage }] = await Promise.all([
              import('./login/login-page'),
              i18n.loadNamespaces('login'),
            ]);
            return { Component: LoginPage };
          },
        },
        {
          id: SHELL_ROUTE_ID,
          loader: requireSignIn(session),
          lazy: async () => ({ Component: (await import('../engine/shell/shell-layout')).ShellLayout }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('../engine/shell/welcome-page')).WelcomePage }),
            },
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('../engine/shell/not-found-page')).NotFoundPage,
              }),
            },
          ],
        },
      ],
    },
  ];
}
