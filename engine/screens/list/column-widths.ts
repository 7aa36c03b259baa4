// How narrow a list column may become before the list scrolls sideways: never narrower than its
// heading's longest word (headings wrap between words, never inside one), nor than a floor that
// leaves a value a few characters before its ellipsis.
import type { FieldSchema } from '../../schema/resource';

/** The cell's padding on both sides (10 px each) and the resize handle. */
export const HEADER_ROOM = 28;
const TEXT_FLOOR = 72;
const NUMBER_FLOOR = 56;

export function columnMinWidth(
  field: FieldSchema | undefined,
  heading: string,
  /** The width the heading's font gives a word. */
  measure: (word: string) => number,
): number {
  const words = heading.split(/\s+/).filter(Boolean);
  // A Chinese heading has no spaces: any character may end a line, so its widest one counts.
  const pieces = words.length === 1 && /[\u3000-\u9fff\uff00-\uffef]/.test(heading) ? [...heading] : words;
  const longest = Math.max(0, ...pieces.map(measure));
  const floor = field?.type === 'string' ? TEXT_FLOOR : NUMBER_FLOOR;
  return Math.ceil(Math.max(floor, longest + HEADER_ROOM));
}

/** A measure in the document's own heading font, read once. */
export function headingMeasure(fontSize: number, fontWeight: number): (word: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (word) => word.length * fontSize * 0.6;
  context.font = `${fontWeight} ${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  return (word) => context.measureText(word).width;
}
