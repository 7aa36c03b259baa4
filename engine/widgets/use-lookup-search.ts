// The choices a lookup's list offers: the referenced records matching the typed text, asked for
// once the list opens and again when the typing pauses. Null until the first answer.
import { useEffect, useState } from 'react';
import type { LookupHint, LookupOption } from '../client/lookup-query';
import { useLookups } from '../client/lookups-context';

/** A pause this long ends a burst of typing: one request per word, not per key. */
export const SEARCH_DELAY_MS = 250;

export function useLookupSearch(
  { resource, labelField }: LookupHint,
  open: boolean,
  text: string,
): LookupOption[] | null {
  const lookups = useLookups();
  const [found, setFound] = useState<LookupOption[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      lookups.search({ resource, labelField }, text).then(
        (options) => live && setFound(options),
        // The request layer has said why; the list offers nothing rather than stale choices.
        () => live && setFound([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lookups, resource, labelField, open, text]);
  return found;
}
