// Core spec §4/§9: a submit button stays disabled for 1 second after a click, so a double click
// never sends the form twice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_LOCK_MS } from '../protocol/constants';

/** `locked` is true for `ms` after `lock()`; `lock()` answers false when it was already locked. */
export function useSubmitLock(ms: number = SUBMIT_LOCK_MS): { locked: boolean; lock: () => boolean } {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    if (timer.current !== undefined) return false;
    setLocked(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setLocked(false);
    }, ms);
    return true;
  }, [ms]);
  return { locked, lock };
}
