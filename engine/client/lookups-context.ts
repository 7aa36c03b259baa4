// Hands a screen's Lookups store to the lookup fields and displays inside it (ScreenGate provides it).
import { createContext, useContext } from 'react';
import type { Lookups } from './lookups';

export const LookupsContext = createContext<Lookups | null>(null);

export function useLookups(): Lookups {
  const lookups = useContext(LookupsContext);
  if (!lookups) throw new Error('useLookups needs a LookupsContext provider');
  return lookups;
}
