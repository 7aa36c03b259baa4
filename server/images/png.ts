// A PNG made in memory (signature, header, pixels, end, each chunk with its CRC): the demo's
// pictures, the QR codes of coupon sheets, and the pictures upload tests send, without image files.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB picture whose pixel at (x, y) is `colourAt(x, y)`. */
export function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // RGB
  const row = 1 + width * 3; // each row opens with its filter byte (0: none)
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), y * row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture shading from `from` at the top left to `to` at the bottom right. */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const blend = (a: number, b: number, share: number) => Math.round(a + (b - a) * share);
  return encodePng(width, height, (x, y) => {
    const share = (x / width + y / height) / 2;
    return [blend(from[0], to[0], share), blend(from[1], to[1], share), blend(from[2], to[2], share)];
  });
}
