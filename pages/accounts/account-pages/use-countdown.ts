// The send-code button's countdown (business spec §4: "verification email resend has a countdown
// in seconds"): whole seconds left, down to 0, once started.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
