// One part of a report: its title, its chart as declared (drawn by the chart chunk, loaded on first
// use, once the parts beside it are painted) or its figures, and the table of the same rows.
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useAfterPaint } from '../../client/use-after-paint';
import type { PartAnswer } from '../../protocol/report';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { chartData } from './chart-series';
import { ReportFigures } from './report-figures';
import { ReportTable } from './report-table';
import type { Translate } from './report-values';

const ReportChart = lazy(() => import(/* webpackChunkName: "report-chart" */ './report-chart'));

const useStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface ReportPartViewProps {
  part: PartAnswer;
  /** The first day the answer covers: a comparison window's days are lined up from it. */
  from: string;
  comparedLabel: string | null;
  t: Translate;
}

export function ReportPartView({ part, from, comparedLabel, t }: ReportPartViewProps) {
  const styles = useStyles();
  // The chart library is most of a report's weight: asked for after the first paint, so the figures
  // and tables of the same answer show without waiting for it (issue 22).
  const painted = useAfterPaint();
  const title = t(part.title);
  const names = { current: t('engine:report.current'), compared: comparedLabel ?? '' };
  const data = part.chart === 'figures' || part.chart === 'table' ? null : chartData(part, names, t, from);
  return (
    <section className={styles.part} aria-label={title} data-testid={`report-part-${part.name}`}>
      <Subtitle2 as="h2" className={styles.title}>
        {title}
      </Subtitle2>
      {part.chart === 'figures' ? (
        <ReportFigures part={part} comparedLabel={comparedLabel} t={t} />
      ) : part.rows.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t('engine:report.nothing')}
        </Body1>
      ) : (
        data &&
        part.chart !== 'table' && (
          <Suspense fallback={<LoadingSpinner />}>
            {painted ? (
              <ReportChart
                kind={part.chart}
                data={data}
                label={t('engine:report.chartOf', { title })}
                t={t}
              />
            ) : (
              <LoadingSpinner />
            )}
          </Suspense>
        )
      )}
      {part.chart !== 'figures' && (
        <ReportTable part={part} label={t('engine:report.tableOf', { title })} t={t} />
      )}
    </section>
  );
}
