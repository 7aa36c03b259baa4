// Core spec §9 "form click throttle 500 ms": a form's button runs its action at most once per
// window. A click inside the window is not lost but runs when the window ends (only the last such
// click), so a quick second search still shows the filters typed in between.
import { useCallback, useEffect, useRef } from 'react';
import { CLICK_THROTTLE_MS } from '../protocol/constants';

export function useClickThrottle(action: () => void, ms: number = CLICK_THROTTLE_MS): () => void {
  const latest = useRef(action);
  const lastRun = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = action;
  }, [action]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    const run = () => {
      timer.current = undefined;
      lastRun.current = Date.now();
      latest.current();
    };
    clearTimeout(timer.current);
    const wait = lastRun.current + ms - Date.now();
    if (wait <= 0) run();
    else timer.current = setTimeout(run, wait);
  }, [ms]);
}
