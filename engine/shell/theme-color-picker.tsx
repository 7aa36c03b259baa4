// The settings panel's theme colour (core spec §2.4, §3 "Theme colour option"): the default and the
// ten named colours as swatches, or any colour from the browser's own picker.
import { ColorSwatch, Field, SwatchPicker, makeStyles, tokens, useId } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../client/settings';
import { DEFAULT_THEME_COLOR, THEME_COLOR_OPTIONS } from '../client/theme-colors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  swatches: { flexWrap: 'wrap' },
  custom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  colorInput: {
    width: '40px',
    height: '28px',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

const SWATCHES = [{ name: 'default', hex: DEFAULT_THEME_COLOR }, ...THEME_COLOR_OPTIONS];

export const ThemeColorPicker = observer(function ThemeColorPicker({ settings }: { settings: Settings }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const customId = useId('custom-color');
  const change = (hex: string) => settings.change('themeColor', hex.toLowerCase());
  return (
    <Field label={t('shell:settings.themeColor')}>
      {(fieldProps) => (
        <div className={styles.root}>
          <SwatchPicker
            {...fieldProps}
            className={styles.swatches}
            selectedValue={settings.themeColor}
            onSelectionChange={(_event, data) => change(data.selectedValue)}
          >
            {SWATCHES.map(({ name, hex }) => (
              <ColorSwatch key={name} color={hex} value={hex} aria-label={t(`shell:themeColors.${name}`)} />
            ))}
          </SwatchPicker>
          <div className={styles.custom}>
            <input
              id={customId}
              type="color"
              className={styles.colorInput}
              value={settings.themeColor}
              onChange={(event) => change(event.target.value)}
            />
            <label htmlFor={customId}>{t('shell:settings.customColor')}</label>
          </div>
        </div>
      )}
    </Field>
  );
});
