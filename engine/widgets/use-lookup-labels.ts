// The labels of the ids a lookup holds, from the screen's cache: the ids missing from it are asked
// for once they show. Read the labels inside an observer, so they appear when the answer comes.
import { useEffect } from 'react';
import type { LookupLabels } from '../client/lookup-labels';
import type { LookupHint } from '../client/lookup-query';
import { useLookups } from '../client/lookups-context';

export function useLookupLabels(hint: LookupHint, ids: readonly number[]): LookupLabels {
  const labels = useLookups().labels(hint);
  // A new list of the same ids (each render makes one) asks nothing again.
  const key = ids.join(',');
  useEffect(() => {
    void labels.load(key === '' ? [] : key.split(',').map(Number));
  }, [labels, key]);
  return labels;
}
