// Core spec §2.4: below 992 px wide the device is mobile, and the sidebar becomes an overlay.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../protocol/constants';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
