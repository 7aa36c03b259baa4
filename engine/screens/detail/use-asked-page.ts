// A page a list asks for, as its answer stands: loading until the answer to this very ask arrives,
// so an answer to an earlier ask (the page before, another tab) never shows as this one's.
import { useEffect, useState } from 'react';

export type AskedPage<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: T };

type Answered<T> = { ask: string } & ({ state: 'failed' } | { state: 'ready'; page: T });

/** `ask` names what is asked (record, page, filter, a retry's count); `load` asks it. */
export function useAskedPage<T>(ask: string, load: () => Promise<T>): AskedPage<T> {
  const [answered, setAnswered] = useState<Answered<T>>();
  useEffect(() => {
    let current = true;
    load().then(
      (page) => current && setAnswered({ ask, state: 'ready', page }),
      () => current && setAnswered({ ask, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [ask, load]);
  return answered?.ask === ask ? answered : { state: 'loading' };
}
