// An SMS's length in segments, what a provider bills (issue 25 item 2, §5's cost estimate). A text
// every character of which GSM 03.38 (3GPP TS 23.038) can write goes as GSM-7: one unit a character
// of the basic set, two for the extension table's (an escape and the character). Any other character
// sends the whole text as UCS-2, one unit a UTF-16 code unit (an emoji outside the BMP is two). A
// single segment holds 160 GSM-7 or 70 UCS-2 units; a longer text goes in segments of 153 or 67, the
// rest of each taken by the concatenation header. A segment never ends inside an escape pair or a
// surrogate pair, so segments are counted by packing characters, not by dividing units: 152 letters,
// a euro sign and 152 letters take three segments where 306 units divided by 153 would say two.

/** GSM 03.38's basic character set (the escape 0x1B aside), in code order. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is sent as the escape and a code, two units. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface SmsLength {
  encoding: 'gsm7' | 'ucs2';
  units: number;
  segments: number;
}

/** Each character's units in GSM-7, or null when one has none and the text must go as UCS-2. */
function gsmWidths(characters: string[]): number[] | null {
  const widths: number[] = [];
  for (const character of characters) {
    if (GSM_BASIC.has(character)) widths.push(1);
    else if (GSM_EXTENSION.has(character)) widths.push(2);
    else return null;
  }
  return widths;
}

/** Segments of `part` units holding `widths` in order, none split across two. */
function packedSegments(widths: number[], part: number): number {
  let segments = 1;
  let filled = 0;
  for (const width of widths) {
    if (filled + width > part) {
      segments += 1;
      filled = 0;
    }
    filled += width;
  }
  return segments;
}

export function smsSegments(text: string): SmsLength {
  // Iterating a string yields code points, so a surrogate pair stays one character of width 2.
  const characters = [...text];
  const gsm = gsmWidths(characters);
  const encoding = gsm ? 'gsm7' : 'ucs2';
  const widths = gsm ?? characters.map((character) => character.length);
  const units = widths.reduce((sum, width) => sum + width, 0);
  const limits = LIMITS[encoding];
  const segments = units === 0 ? 0 : units <= limits.single ? 1 : packedSegments(widths, limits.part);
  return { encoding, units, segments };
}

/** What sending `text` to one member costs in SMS credits. */
export const smsCost = (text: string, perSegmentCredits = 1): number =>
  smsSegments(text).segments * perSegmentCredits;
