// A shop's pickup board as the back office shows it: read once, then again on each live change of
// the shop's numbers (nothing polls). `reload()` is the one entry for "something changed here".
import { useCallback, useEffect, useState } from 'react';
import { liveUrl, useLiveStream } from '../../../engine/client';
import { PICKUP_TOPIC, type PickupBoard } from '../../../protocol/pickup-numbers';
import { readPickupBoard } from './pickup-api';

export type BoardRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; board: PickupBoard };

export function usePickupBoard(shopId: number | undefined): {
  read: BoardRead;
  reload(): void;
  paused: boolean;
} {
  const [read, setRead] = useState<BoardRead>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    readPickupBoard(shopId).then(
      (board) => live && setRead({ state: 'ready', board }),
      // A failed read again after a good one keeps the board shown; the stream will read again.
      () => live && setRead((current) => (current.state === 'ready' ? current : { state: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [shopId, round]);
  const boardShop = read.state === 'ready' ? read.board.shopId : shopId;
  const { paused } = useLiveStream(
    boardShop === undefined ? null : liveUrl([PICKUP_TOPIC], boardShop),
    reload,
  );
  return { read, reload, paused };
}
