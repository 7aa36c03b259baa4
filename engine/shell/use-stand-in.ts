// A control the shell draws until its Fluent counterpart arrives with the header's popups
// (use-header-popups.ts), looking and named the same. Pointing at it or focusing it fetches them;
// when the real control replaces it, focus on the stand-in moves to the real one, so a keyboard user
// stays where they were.
import { useLayoutEffect, useRef, useState } from 'react';
import { loadHeaderPopups, useHeaderPopups } from './use-header-popups';

export function useStandIn<T extends HTMLElement>() {
  const popups = useHeaderPopups();
  const ref = useRef<T>(null);
  const [focused, setFocused] = useState(false);
  // Before the browser paints the swap: no frame shows the page without focus.
  useLayoutEffect(() => {
    if (popups && focused) ref.current?.focus();
  }, [popups, focused]);
  const standInProps = {
    ref,
    onPointerEnter: loadHeaderPopups,
    onFocus: () => {
      setFocused(true);
      loadHeaderPopups();
    },
    onBlur: () => setFocused(false),
  };
  return { popups, ref, standInProps };
}
