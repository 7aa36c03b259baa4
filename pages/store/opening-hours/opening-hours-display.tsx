// Opening hours on the detail screen: each open day with its spans, Monday first.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../../../engine/screens';
import { hoursByWeekday, rowsOf } from './opening-hours';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalL },
  day: { minWidth: '96px', color: tokens.colorNeutralForeground2 },
});

export function OpeningHoursDisplay({ value }: DisplayProps) {
  const styles = useStyles();
  const { t } = useTranslation('widgets');
  return (
    <ul className={styles.list}>
      {hoursByWeekday(rowsOf(value)).map(({ weekday, spans }) => (
        <li key={weekday} className={styles.item}>
          <span className={styles.day}>{t(`widgets:weekdays.${weekday}`)}</span>
          <span>{spans.join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}
