import { MAX_UPLOAD_BYTES } from '../../../../engine/protocol/constants';
import { sizeLabel } from '../../../../engine/protocol/uploads';
import { acceptList, fileSuffix, pathsOf, screenPicked } from '../../../../engine/widgets/upload-rules';

const file = (name: string, size = 10) => ({ name, size });
const image = { kind: 'image' as const, limitNum: 3, held: 0, limitBytes: MAX_UPLOAD_BYTES };

describe('the upload rules (core spec §5)', () => {
  it('sends jpg, jpeg and png images, whatever the case of the suffix', () => {
    const picked = [file('a.jpg'), file('b.JPEG'), file('c.Png')];
    expect(screenPicked(picked, image)).toEqual({ send: picked });
  });

  it('drops any other type silently, mp4 included, unless it is a file upload', () => {
    const picked = [file('menu.pdf'), file('clip.mp4'), file('png'), file('logo.png')];
    expect(screenPicked(picked, { ...image, limitNum: 9 })).toEqual({ send: [file('logo.png')] });
    expect(screenPicked(picked, { ...image, kind: 'media', limitNum: 9 }).send).toEqual([
      file('clip.mp4'),
      file('logo.png'),
    ]);
  });

  it('refuses a file over the limit with a message, and still sends the others', () => {
    const big = file('big.png', MAX_UPLOAD_BYTES + 1);
    expect(screenPicked([big, file('small.png')], image)).toEqual({
      send: [file('small.png')],
      refusal: { reason: 'tooLarge', limitBytes: MAX_UPLOAD_BYTES },
    });
    expect(screenPicked([file('exact.png', MAX_UPLOAD_BYTES)], image).refusal).toBeUndefined();
  });

  it('warns and sends nothing when the pick would pass limitNum', () => {
    expect(screenPicked([file('c.png'), file('d.png')], { ...image, held: 2 })).toEqual({
      send: [],
      refusal: { reason: 'tooMany', limitNum: 3 },
    });
    expect(screenPicked([file('c.png')], { ...image, held: 2 }).send).toHaveLength(1);
  });

  it('names the 100 MB limit as the spec does, and a small test limit in KB', () => {
    expect(sizeLabel(MAX_UPLOAD_BYTES)).toBe('100 MB');
    expect(sizeLabel(4096)).toBe('4 KB');
  });

  it('reads suffixes, the chooser list and the paths a field holds', () => {
    expect(fileSuffix('a.b.JPG')).toBe('jpg');
    expect(fileSuffix('README')).toBe('');
    expect(acceptList('media')).toBe('.jpg,.jpeg,.png,.mp4');
    expect(pathsOf('ab/x.png')).toEqual(['ab/x.png']);
    expect(pathsOf(['a.png', 3, 'b.png'])).toEqual(['a.png', 'b.png']);
    expect(pathsOf('')).toEqual([]);
    expect(pathsOf(undefined)).toEqual([]);
  });
});
