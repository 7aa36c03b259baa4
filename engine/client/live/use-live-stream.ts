// A screen's live updates: while mounted, it listens on `url` and reads again (`readAgain`) when the
// stream is ready and after each change, at most once per READ_GAP_MS so a burst of changes (a rush
// of queue takers) costs one read, not one each. `paused` says the stream is down and reconnecting.
import { useEffect, useRef, useState } from 'react';
import { Status } from '../../protocol/status';
import { bindings } from '../http-bindings';
import { requestHeaders } from '../request-transform';
import { openLiveConnection } from './live-connection';

const READ_GAP_MS = 250;

/** The signed-in stream of these topics, of one shop when given (GET /pro-api/live). */
export function liveUrl(topics: readonly string[], shopId?: number | null): string {
  const query = new URLSearchParams({ topics: topics.join(',') });
  if (shopId) query.set('shopId', String(shopId));
  return `/pro-api/live?${query.toString()}`;
}

/**
 * `ended` hears a refused or ended stream's status (a public screen whose token was recreated, told
 * "not found"), which is not opened again.
 */
export function useLiveStream(
  url: string | null,
  readAgain: () => void,
  ended?: (status: number) => void,
): { paused: boolean } {
  const [paused, setPaused] = useState(false);
  const latest = useRef(readAgain);
  const latestEnded = useRef(ended);
  useEffect(() => {
    latest.current = readAgain;
    latestEnded.current = ended;
  }, [readAgain, ended]);

  useEffect(() => {
    if (!url) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRead = 0;
    const schedule = () => {
      if (timer) return;
      const due = Math.max(0, lastRead + READ_GAP_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        lastRead = Date.now();
        latest.current();
      }, due);
    };
    const connection = openLiveConnection(url, () => requestHeaders(bindings.token(), bindings.language()), {
      ready: schedule,
      changed: schedule,
      connected: (connected) => setPaused(!connected),
      refused: (status) => {
        setPaused(false);
        if (status === Status.sessionExpired.code) bindings.onSignOut(bindings.t('status:sessionExpired'));
        latestEnded.current?.(status);
      },
    });
    return () => {
      clearTimeout(timer);
      connection.close();
    };
  }, [url]);

  return { paused };
}
