// A real PNG made in memory (signature, header, pixels, end, each chunk with its CRC), so upload
// tests send a picture a browser and any decoder accept, of a size they choose.
import { crc32, deflateSync } from 'node:zlib';

/** The product's default theme colour, #5a9bc5. */
const COLOUR = [0x5a, 0x9b, 0xc5];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square RGB picture of `side` pixels in one colour; noisy pixels make it big on purpose. */
export function makePng(side: number, { noisy = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // RGB
  const row = 1 + side * 3; // each row opens with its filter byte (0: none)
  const pixels = Buffer.alloc(row * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side * 3; x += 1) {
      pixels[y * row + 1 + x] = noisy ? Math.floor(Math.random() * 256) : (COLOUR[x % 3] ?? 0);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
