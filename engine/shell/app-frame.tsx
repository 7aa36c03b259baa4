// The root of the route tree: every screen renders inside it, and each navigation starts at the
// top of the page (core spec §2.2).
import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

export function AppFrame() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
