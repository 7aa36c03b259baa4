// A part shown as figures (the home page's sales, orders, guests): each measure's total, with its
// change against the comparison window when one is chosen.
import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { PartAnswer } from '../../protocol/report';
import { changeOf, formatValue, type Translate } from './report-values';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

const PERCENT = new Intl.NumberFormat('en', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'always',
});

export interface ReportFiguresProps {
  part: PartAnswer;
  /** Names the comparison window ("vs last week"). */
  comparedLabel: string | null;
  t: Translate;
}

export function ReportFigures({ part, comparedLabel, t }: ReportFiguresProps) {
  const styles = useStyles();
  const measures = part.columns.filter((column) => column.role === 'measure');
  return (
    <dl className={styles.figures}>
      {measures.map((measure) => {
        const now = part.totals[measure.key] ?? null;
        const change = part.compare ? changeOf(now, part.compare.totals[measure.key] ?? null) : null;
        return (
          <div key={measure.key} className={styles.figure}>
            <dt className={styles.term}>{t(measure.title)}</dt>
            <dd className={styles.value}>
              <Subtitle1>{formatValue(now, measure, t)}</Subtitle1>
              {change !== null && comparedLabel && (
                <Caption1 as="p" className={change >= 0 ? styles.up : styles.down}>
                  {t('engine:report.change', { change: PERCENT.format(change), window: comparedLabel })}
                </Caption1>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
