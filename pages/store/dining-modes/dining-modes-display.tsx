// The operation modes on a detail screen: each mode that is on with what it offers, then the
// others as off; in a list cell, the modes that are on by name. Loaded with the editor's chunk.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../../../engine/screens';
import { entriesOf } from './dining-mode-rules';
import { entrySummary } from './dining-mode-text';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  mode: { minWidth: '200px', color: tokens.colorNeutralForeground2 },
});

export function DiningModesDisplay({ value, compact }: DisplayProps) {
  const styles = useStyles();
  const { t } = useTranslation('modes');
  const entries = entriesOf(value);
  const on = entries.filter((entry) => entry.enable);
  if (compact)
    return (
      <>
        {on.length > 0
          ? on.map((entry) => t(`modes:types.${entry.type}`)).join(', ')
          : t('modes:display.noneOn')}
      </>
    );
  // The modes that are on first, as the operator reads what the shop offers.
  const ordered = [...on, ...entries.filter((entry) => !entry.enable)];
  return (
    <ul className={styles.list}>
      {ordered.map((entry) => (
        <li key={entry.type} className={styles.item}>
          <span className={styles.mode}>{t(`modes:types.${entry.type}`)}</span>
          <span>
            {entry.enable
              ? entrySummary(t, entry).join(', ') || t('modes:display.on')
              : t('modes:display.off')}
          </span>
        </li>
      ))}
    </ul>
  );
}
