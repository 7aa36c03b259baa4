// Each number that becomes ready while the screen runs is announced aloud (engine/client/speech.ts)
// in the shop's broadcast language and as many times as set, one call after another, and the text
// said is shown (`caption`) for whoever cannot hear it. Numbers already ready when the screen first
// reads, or that became ready before sound was started, are not called.
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../../engine/client';
import { announcementOf, BROADCAST_VOICES, type PublicDisplay } from '../../../protocol/pickup-numbers';
import { newlyReady } from './display-rules';

export interface Announcement {
  number: string;
  text: string;
}

export function useAnnouncements(display: PublicDisplay | undefined, started: boolean): Announcement | null {
  const seen = useRef<Set<string> | null>(null);
  const queue = useRef<Announcement[]>([]);
  const speaking = useRef(false);
  const [caption, setCaption] = useState<Announcement | null>(null);

  useEffect(() => {
    if (!display) return;
    const { calls, seen: now } = newlyReady(display.numbers, seen.current ?? new Set());
    const first = seen.current === null;
    seen.current = now;
    if (first || !started) return;
    const voice = BROADCAST_VOICES[display.broadcastLanguage];
    queue.current.push(
      ...calls.map((entry) => ({
        number: entry.number,
        text: announcementOf(display.broadcastLanguage, entry.number),
      })),
    );
    if (speaking.current) return;
    speaking.current = true;
    void (async () => {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        setCaption(next);
        await announce(next.text, voice, display.repeatCount);
      }
      speaking.current = false;
    })();
  }, [display, started]);

  return caption;
}
