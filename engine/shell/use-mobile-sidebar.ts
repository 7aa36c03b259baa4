// Core spec §2.4: on a phone the sidebar is an overlay, closed on load, on every resize and on every
// route change (its backdrop closes it too, through the drawer).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export interface MobileSidebar {
  open: boolean;
  show(): void;
  close(): void;
}

export function useMobileSidebar(): MobileSidebar {
  const { pathname } = useLocation();
  // Open for one address only: moving on closes it without an effect having to.
  const [openOn, setOpenOn] = useState<string | null>(null);
  useEffect(() => {
    const close = () => setOpenOn(null);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);
  return { open: openOn === pathname, show: () => setOpenOn(pathname), close: () => setOpenOn(null) };
}
