// Core spec §2.4: below 992 px wide the device is mobile, and the sidebar becomes an overlay.
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 991px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
