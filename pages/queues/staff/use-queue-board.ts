// What the staff board shows, read in one place: the chosen shop's day (PUT /queue/board).
// `reload()` reads it again; it is the board's one entry for "something changed" (an action taken
// here, a number taken on a guest's phone, told by a live update), so nothing polls. A board
// already shown stays while it is read again, so the screen does not blink.
import { useCallback, useEffect, useState } from 'react';
import { liveUrl, useLiveStream } from '../../../engine/client';
import type { TenantChoice } from '../../../engine/client';
import type { QueueBoard } from '../../../protocol/queue-answers';
import { QUEUE_TICKET_TOPIC } from '../../../protocol/queue-tickets';
import { readBoard } from './queue-board-api';

export type BoardRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; board: QueueBoard };

export function useQueueBoard(tenant: TenantChoice): { read: BoardRead; reload(): void; paused: boolean } {
  const [read, setRead] = useState<BoardRead>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const shopId = tenant.shopId;
  useEffect(() => {
    let live = true;
    readBoard(shopId === undefined ? {} : { shopId }).then(
      (board) => live && setRead({ state: 'ready', board }),
      // The request layer has told why; a board already shown stays.
      () => live && setRead((current) => (current.state === 'ready' ? current : { state: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [shopId, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const { paused } = useLiveStream(liveUrl([QUEUE_TICKET_TOPIC], shopId), reload);
  return { read, reload, paused };
}
