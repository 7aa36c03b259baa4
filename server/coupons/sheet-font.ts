// The font coupon sheets print names in: Noto Sans TC (SIL Open Font License) from the installed
// @fontsource package, never fetched at run time. The package splits the font into about a hundred
// WOFF files by Unicode range (its CSS says which); a sheet embeds only the files its text needs,
// unpacked to TrueType and subset again by pdf-lib to the glyphs drawn. Its ranges cover Latin, Traditional and Simplified
// Chinese as restaurants write them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';

const PACKAGE_DIR = dirname(require.resolve('@fontsource/noto-sans-tc/package.json'));
const WEIGHT_CSS = join(PACKAGE_DIR, '400.css');

interface FontPart {
  file: string;
  ranges: [number, number][];
}

let parts: FontPart[] | undefined;

/** Each @font-face of the regular weight: its WOFF file and the code points it holds. */
function fontParts(): FontPart[] {
  if (parts) return parts;
  const css = readFileSync(WEIGHT_CSS, 'utf8');
  parts = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body = '']) => {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(body)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !ranges) return [];
    return [
      {
        file: join(PACKAGE_DIR, 'files', file),
        ranges: ranges.split(',').map((range): [number, number] => {
          const [low = '', high] = range.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(low, 16), parseInt(high ?? low, 16)];
        }),
      },
    ];
  });
  return parts;
}

/** The font file holding a code point, or undefined when the font has none (it prints nothing). */
export function fontFileOf(codePoint: number): string | undefined {
  return fontParts().find((part) => part.ranges.some(([low, high]) => codePoint >= low && codePoint <= high))
    ?.file;
}

export interface TextRun {
  file: string;
  text: string;
}

/** The text cut into runs, each drawn with one font file; characters no file holds are left out. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const file = fontFileOf(char.codePointAt(0) ?? 0);
    if (!file) continue;
    const last = runs.at(-1);
    if (last?.file === file) last.text += char;
    else runs.push({ file, text: char });
  }
  return runs;
}

const loaded = new Map<string, Buffer>();

/** A font file as the TrueType PDF embeds, unpacked once per process. */
export function fontBytes(file: string): Buffer {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(file));
    loaded.set(file, bytes);
  }
  return bytes;
}
