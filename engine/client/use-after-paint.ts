// Whether the frame that first showed the calling component has been painted: a heavy part (a chart
// library) is asked for only then, so its download never delays what the screen shows first
// (issue 22: home's key figures paint before the charts' chunk is requested).
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run just before it paints; a task queued from there runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
