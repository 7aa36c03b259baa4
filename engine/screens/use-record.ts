// Reads one record for the edit, duplicate and detail screens (`PUT {endpoint} {id}`). A record the
// user cannot reach is answered like one that does not exist: the screen shows "not found".
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { ResourceApi, StoredRecord } from '../client/resource-api';

export type RecordState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; record: StoredRecord };

/** The `:id` of the address as a record id, or null when it is not one. */
export function recordId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function useRecord(api: Pick<ResourceApi, 'read'>): { record: RecordState; reload(): void } {
  const id = recordId(useParams().id);
  const [round, setRound] = useState(0);
  // The answer is kept with the read it answers, so a new id or a reload reads as loading at once.
  const [answer, setAnswer] = useState<{ key: string; state: RecordState } | null>(null);
  const key = `${id}:${round}`;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    api.read(id).then(
      (found) =>
        live && setAnswer({ key, state: found ? { state: 'ready', record: found } : { state: 'missing' } }),
      () => live && setAnswer({ key, state: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [api, id, key]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  if (id === null) return { record: { state: 'missing' }, reload };
  return { record: answer?.key === key ? answer.state : { state: 'loading' }, reload };
}
