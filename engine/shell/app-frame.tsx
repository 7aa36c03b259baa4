// The root of the route tree: every screen renders inside it, and each navigation starts at the
// top of the page (core spec §2.2).
import { Outlet, ScrollRestoration } from 'react-router';

export function AppFrame() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
