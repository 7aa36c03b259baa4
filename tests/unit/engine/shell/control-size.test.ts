import {
  ControlSize,
  DEFAULT_SIZE,
  fluentSize,
  gridDensity,
  SIZE_KEY,
  SIZES,
} from '../../../../engine/client/control-size';

const storage = (saved: string | null = null) => {
  let value = saved;
  return { getItem: () => value, setItem: (_key: string, next: string) => void (value = next) };
};

describe('the size menu', () => {
  it('offers default, medium, small and mini; medium by default', () => {
    expect(SIZES).toEqual(['default', 'medium', 'small', 'mini']);
    expect(DEFAULT_SIZE).toBe('medium');
    expect(new ControlSize(storage()).size).toBe('medium');
  });

  it("maps onto Fluent's three control sizes", () => {
    expect(SIZES.map(fluentSize)).toEqual(['large', 'medium', 'small', 'small']);
  });

  it('makes the grid denser size by size', () => {
    const heights = SIZES.map((size) => gridDensity(size).rowHeight);
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    expect(new Set(heights).size).toBe(4);
  });

  it('keeps the choice for the next page and ignores a damaged one', () => {
    const saved = storage();
    new ControlSize(saved).set('mini');
    expect(saved.getItem()).toBe('mini');
    expect(new ControlSize(saved).size).toBe('mini');
    expect(new ControlSize(storage('huge')).size).toBe(DEFAULT_SIZE);
    expect(SIZE_KEY).toBe('size');
  });
});
