// What the shop's pickup screen decides, apart from how it looks (STYLE.md, ra-core): which numbers
// still show on its own clock, which became ready since it last looked (to be announced), and the
// text colour readable on the shop's theme colour.
import type { PickupNumber } from '../../../protocol/pickup-numbers';

/** How far the server's clock is ahead of this screen's, from an answer's `now` read at `readAt`. */
export const clockSkew = (serverNow: string, readAt: number): number => Date.parse(serverNow) - readAt;

/** The numbers still on the screen at `now` (this screen's clock) corrected by `skew`. */
export function stillShown(numbers: readonly PickupNumber[], now: number, skew: number): PickupNumber[] {
  return numbers.filter((entry) => entry.expiresAt === null || Date.parse(entry.expiresAt) > now + skew);
}

/** One becoming-ready of a number: the same number ready again later is another call. */
export const readyKey = (entry: PickupNumber): string => `${entry.id}@${entry.readyAt ?? ''}`;

/**
 * The ready numbers not in `seen` (oldest first, the order they are called in), and the keys of
 * every ready number now: what the screen has seen after this read.
 */
export function newlyReady(
  numbers: readonly PickupNumber[],
  seen: ReadonlySet<string>,
): { calls: PickupNumber[]; seen: Set<string> } {
  const ready = numbers.filter((entry) => entry.status === 'ready');
  const calls = ready
    .filter((entry) => !seen.has(readyKey(entry)))
    .sort((a, b) => Date.parse(a.readyAt ?? '') - Date.parse(b.readyAt ?? ''));
  return { calls, seen: new Set(ready.map(readyKey)) };
}

/** Black or white, whichever reads better on `background` (#RRGGBB), by WCAG relative luminance. */
export function textOn(background: string): '#000000' | '#FFFFFF' {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
