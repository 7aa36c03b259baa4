// The messages the history's runs sent each day, stacked by channel, in its own chunk: apexcharts
// loads the first time the history shows, with only the bar chart and its legend registered, as the
// reports' charts do (engine/screens/report/report-chart.tsx).
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
import { HISTORY_CHANNELS, type HistoryChannel, type HistoryDay } from '../../../protocol/marketing-history';

export interface HistoryChartProps {
  days: readonly HistoryDay[];
  /** Each channel's name in the reader's words. */
  channelNames: Record<HistoryChannel, string>;
  /** Names the chart for assistive technology. */
  label: string;
}

const HEIGHT = 260;

export default function HistoryChart({ days, channelNames, label }: HistoryChartProps) {
  const options: ApexOptions = {
    chart: {
      id: 'marketing-history',
      stacked: true,
      toolbar: { show: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    legend: { show: true, position: 'bottom' },
    dataLabels: { enabled: false },
    xaxis: { categories: days.map(({ day }) => day) },
    yaxis: { labels: { formatter: (value: number) => String(Math.round(value)) } },
  };
  const series = HISTORY_CHANNELS.map((channel) => ({
    name: channelNames[channel],
    data: days.map((day) => day[channel]),
  }));
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <Chart type="bar" height={HEIGHT} options={options} series={series} />
    </figure>
  );
}
