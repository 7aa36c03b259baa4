// Pictures the upload tests send: real PNGs a browser and any decoder accept, of a size they choose.
import { encodePng, type Rgb } from '../../server/images/png';

/** The product's default theme colour, #5a9bc5. */
const COLOUR: Rgb = [0x5a, 0x9b, 0xc5];

const random = () => Math.floor(Math.random() * 256);
const noise = (): Rgb => [random(), random(), random()];

/** A square RGB picture of `side` pixels in one colour; noisy pixels make it big on purpose. */
export function makePng(side: number, { noisy = false } = {}): Buffer {
  return encodePng(side, side, () => (noisy ? noise() : COLOUR));
}
