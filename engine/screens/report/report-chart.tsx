// A report part's chart, in its own chunk: apexcharts is loaded the first time a report shows, and
// only the chart types reports declare (line, bar, pie) with the legend are registered
// (../shared/STACK.md: the whole library would double the report's weight).
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/pie';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
import type { ChartData } from './chart-series';
import { formatValue, type Translate } from './report-values';

export interface ReportChartProps {
  kind: 'line' | 'bar' | 'pie';
  data: ChartData;
  /** Names the chart for assistive technology; the table beside it holds the same figures. */
  label: string;
  t: Translate;
}

const HEIGHT = 280;

export default function ReportChart({ kind, data, label, t }: ReportChartProps) {
  const format = (value: number) => formatValue(value, data.measure, t);
  const options: ApexOptions = {
    chart: { id: label, toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    legend: { show: kind === 'pie' || data.series.length > 1, position: 'bottom' },
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: format } },
    ...(kind === 'pie'
      ? { labels: data.categories }
      : { xaxis: { categories: data.categories }, yaxis: { labels: { formatter: format } } }),
    stroke: { width: kind === 'line' ? 2 : 0 },
  };
  const series = kind === 'pie' ? (data.series[0]?.data ?? []).map((value) => value ?? 0) : data.series;
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <Chart type={kind} height={HEIGHT} options={options} series={series} />
    </figure>
  );
}
