// The Fluent UI theme the theme colour drives (core spec §2.4 "theme colour"): a 16-shade brand ramp
// generated from the colour, handed to createLightTheme. Fluent's light theme paints brand
// backgrounds (under white text) and brand text (on white) with shade 80, so shade 80 is the colour,
// darkened just enough for WCAG AA contrast (4.5:1) against white when it is too light.
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

type Rgb = readonly [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
export const MIN_CONTRAST = 4.5;
/** How far the ends of the ramp go toward black and white. */
const DARKEST_MIX = 0.85;
const LIGHTEST_MIX = 0.92;

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * amount;
  return [channel(0), channel(1), channel(2)];
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between a colour and white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The colour itself when white text reads on it; otherwise the least darkened shade that does. */
export function accessibleKeyColor(hex: string): string {
  if (contrastWithWhite(hex) >= MIN_CONTRAST) return hex.toLowerCase();
  const rgb = parseHex(hex);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (contrastWithWhite(toHex(mix(rgb, BLACK, middle))) >= MIN_CONTRAST) high = middle;
    else low = middle;
  }
  return toHex(mix(rgb, BLACK, high));
}

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const KEY_INDEX = SHADES.indexOf(80);

/** Shades 10 to 80 run from near black to the key colour, 80 to 160 from it to near white. */
export function brandRamp(hex: string): BrandVariants {
  const key = parseHex(accessibleKeyColor(hex));
  const darkest = mix(key, BLACK, DARKEST_MIX);
  const lightest = mix(key, WHITE, LIGHTEST_MIX);
  const lastIndex = SHADES.length - 1;
  const entries = SHADES.map((shade, index) => {
    const rgb =
      index <= KEY_INDEX
        ? mix(darkest, key, index / KEY_INDEX)
        : mix(key, lightest, (index - KEY_INDEX) / (lastIndex - KEY_INDEX));
    return [shade, toHex(rgb)];
  });
  return Object.fromEntries(entries) as BrandVariants;
}

export function brandTheme(hex: string): Theme {
  return createLightTheme(brandRamp(hex));
}
