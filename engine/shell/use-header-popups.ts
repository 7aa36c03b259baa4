// The header's popups (header-popups.ts), fetched once something of theirs is about to be used: a
// pointer over a trigger or focus on it. Every component drawing one switches to it in the same
// render once it has arrived.
import { useSyncExternalStore } from 'react';
import type * as HeaderPopupsModule from './header-popups';

export type HeaderPopups = typeof HeaderPopupsModule;

let popups: HeaderPopups | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts fetching the popups, once; after a failed fetch the next use tries again. */
export function loadHeaderPopups(): void {
  loading ??= import('./header-popups').then(
    (module) => {
      popups = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The popups once they have arrived; undefined until then. */
export function useHeaderPopups(): HeaderPopups | undefined {
  return useSyncExternalStore(subscribe, () => popups);
}
