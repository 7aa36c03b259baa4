// A link's click that the browser should handle itself, not the app.
import type { MouseEvent } from 'react';

/** A click the browser should handle itself: a new tab or window, or a download. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
