// What the shop's screen shows, read once and again on each change of its shop's numbers (the
// public live stream; nothing polls). A token recreated meanwhile ends the stream, and the read
// after it says "not found", which the page shows.
import { useCallback, useEffect, useState } from 'react';
import { RequestError, useLiveStream } from '../../../engine/client';
import { Status } from '../../../engine/protocol';
import type { PublicDisplay } from '../../../protocol/pickup-numbers';
import { displayLiveUrl, readPublicDisplay } from './display-api';
import { clockSkew } from './display-rules';

export type DisplayRead =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; display: PublicDisplay; skew: number };

const isNotFound = (error: unknown) => error instanceof RequestError && error.status === Status.notFound.code;

export function usePublicDisplay(token: string): { read: DisplayRead; paused: boolean } {
  const [read, setRead] = useState<DisplayRead>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState(false);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const stop = useCallback(() => {
    setEnded(true);
    reload();
  }, [reload]);
  useEffect(() => {
    let live = true;
    readPublicDisplay(token).then(
      (display) => live && setRead({ state: 'ready', display, skew: clockSkew(display.now, Date.now()) }),
      // A screen keeps showing what it had through a passing failure; a token that no longer opens ends it.
      (error: unknown) =>
        live &&
        setRead((current) =>
          current.state === 'ready' && !isNotFound(error) ? current : { state: 'failed', error },
        ),
    );
    return () => {
      live = false;
    };
  }, [token, round]);
  const { paused } = useLiveStream(ended ? null : displayLiveUrl(token), reload, stop);
  return { read, paused };
}
