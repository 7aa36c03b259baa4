// What the guest's queue page shows, read in one place: the shop's queues and, when this browser
// holds a number for the shop, that ticket. `reload()` reads both again; it is the one entry the
// page has for "something changed" (the guest's refresh, a live update), so nothing polls.
// The ticket's token is kept in localStorage, so a reload of the page shows the number again.
import { useCallback, useEffect, useState } from 'react';
import { RequestError, useLiveStream } from '../../../engine/client';
import { Status } from '../../../engine/protocol';
import type { GuestQueueInfo, GuestTicket, TakenTicket } from '../../../protocol/queue-answers';
import { guestQueueLiveUrl, readGuestQueue, readGuestTicket } from './guest-queue-api';

export type GuestQueueRead =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; info: GuestQueueInfo; ticket: GuestTicket | null };

export interface GuestQueue {
  read: GuestQueueRead;
  /** Reads the queues and the held ticket again. */
  reload(): void;
  /** Keeps a number just taken, and shows it. */
  hold(taken: TakenTicket): void;
  /** Forgets the held number (a finished one), to take another. */
  release(): void;
  /** The held ticket's token, for the calls on it. */
  guestToken: string | null;
}

/** Where this browser keeps the number it holds for a shop's page. */
export const heldTicketKey = (token: string): string => `queueTicket.${token}`;

const isNotFound = (error: unknown) => error instanceof RequestError && error.status === Status.notFound.code;

export function useGuestQueue(token: string, storage: Storage = localStorage): GuestQueue {
  const key = heldTicketKey(token);
  const [guestToken, setGuestToken] = useState<string | null>(() => storage.getItem(key));
  const [read, setRead] = useState<GuestQueueRead>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const info = await readGuestQueue(token);
      // A number that no longer opens (its data gone) is forgotten, and the page offers a new one.
      const ticket = guestToken
        ? await readGuestTicket(guestToken).catch((error: unknown) => {
            if (!isNotFound(error)) throw error;
            storage.removeItem(key);
            return null;
          })
        : null;
      if (live) setRead({ state: 'ready', info, ticket });
    })().catch((error: unknown) => live && setRead({ state: 'failed', error }));
    return () => {
      live = false;
    };
  }, [token, guestToken, round, key, storage]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  useLiveStream(guestQueueLiveUrl(token), reload);
  const hold = useCallback(
    (taken: TakenTicket) => {
      storage.setItem(key, taken.guestToken);
      setGuestToken(taken.guestToken);
      setRead((current) => (current.state === 'ready' ? { ...current, ticket: taken.ticket } : current));
    },
    [key, storage],
  );
  const release = useCallback(() => {
    storage.removeItem(key);
    setGuestToken(null);
  }, [key, storage]);
  return { read, reload, hold, release, guestToken };
}
