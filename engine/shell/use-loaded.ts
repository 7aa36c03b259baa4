// A module fetched only once a component needs it (pinyin-pro, fuse.js), then kept.
import { useEffect, useState } from 'react';

/** What `load` gives, once `wanted` has been true and the chunk arrived; undefined while not wanted. */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    if (!wanted || loaded !== undefined) return;
    let current = true;
    load().then(
      (value) => current && setLoaded(() => value),
      // Without its chunk the component goes on without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, loaded]);
  return wanted ? loaded : undefined;
}
