import {
  accessibleKeyColor,
  brandRamp,
  brandTheme,
  contrastWithWhite,
  luminance,
  MIN_CONTRAST,
} from '../../../../engine/shell/brand-theme';
import { DEFAULT_THEME_COLOR, THEME_COLOR_OPTIONS } from '../../../../engine/client/theme-colors';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

describe('the brand ramp', () => {
  it('has the sixteen shades Fluent expects, from dark to light', () => {
    const ramp = brandRamp(DEFAULT_THEME_COLOR);
    expect(Object.keys(ramp).map(Number)).toEqual([...SHADES]);
    const lightness = SHADES.map((shade) => luminance(ramp[shade]));
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
  });

  it('keeps a colour that white text reads on as shade 80', () => {
    expect(brandRamp('#1e3a8a')[80]).toBe('#1e3a8a');
  });

  it('darkens a light colour just enough for white text on it (WCAG AA)', () => {
    const light = [DEFAULT_THEME_COLOR, ...THEME_COLOR_OPTIONS.map((option) => option.hex)].filter(
      (hex) => contrastWithWhite(hex) < MIN_CONTRAST,
    );
    expect(light).toContain(DEFAULT_THEME_COLOR);
    for (const hex of light) {
      const contrast = contrastWithWhite(accessibleKeyColor(hex));
      expect(contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast).toBeLessThan(MIN_CONTRAST + 0.1);
    }
  });

  it('drives the Fluent theme: another colour, another brand background', () => {
    const blue = brandTheme('#1890ff');
    const red = brandTheme('#f5222d');
    expect(blue.colorBrandBackground).toBe(brandRamp('#1890ff')[80]);
    expect(red.colorBrandBackground).not.toBe(blue.colorBrandBackground);
  });
});
