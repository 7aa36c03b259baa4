// What a file is, read from its first bytes rather than its name (a renamed text file is not a
// picture). Each signature answers the suffix the file is stored under.

/** Enough leading bytes to tell every accepted type apart. */
export const SIGNATURE_BYTES = 12;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
// An ISO base media file (mp4) opens with its `ftyp` box: a 4-byte size, then the box type.
const FTYP = Buffer.from('ftyp', 'latin1');

export type StoredSuffix = 'png' | 'jpg' | 'mp4';

/** The suffix of a file whose leading bytes are `head`, or undefined for anything else. */
export function suffixFromSignature(head: Buffer): StoredSuffix | undefined {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpg';
  if (head.subarray(4, 8).equals(FTYP)) return 'mp4';
  return undefined;
}
