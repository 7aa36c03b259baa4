// `--only membership`'s table: each membership analysis report's server time over a month and the
// year at a million members, with issue 26's goal for the year. Figures, not failures: a missed goal
// does not fail the run; a failed call or step does.
import { formatTable, integer } from '../support/table';
import type { CaseTiming } from '../analytics/report-timing';
import type { MembershipFigures } from './membership-step';

const ms = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(1)} ms`);

function loadLine({ load, rebuildSeconds, vacuumSeconds, chain }: MembershipFigures): string {
  if (!load || !chain) return '';
  return (
    `${integer(load.members)} members (${integer(load.vipRenewals)} VIP renewals, ${integer(load.reminders)} ` +
    `reminders sent) and ${integer(load.ordersNamingMembers)} orders naming one, written in ` +
    `${load.seconds.toFixed(0)} s; the analysis's storage made whole in ${(rebuildSeconds ?? 0).toFixed(0)} s, ` +
    `VACUUM (ANALYZE) ${(vacuumSeconds ?? 0).toFixed(0)} s. Database ${chain.database}, a copy of the chain built ` +
    `${chain.builtAt}, reports to ${chain.lastDay}.`
  );
}

export function membershipTable(figures: MembershipFigures): string {
  if (figures.skipped) return `Membership analysis: skipped, ${figures.skipped}`;
  if (figures.error) return `Membership analysis: FAILED, ${figures.error}`;
  const { reports = [], yearReports } = figures;
  const timing = (report: string, days: number): CaseTiming | undefined =>
    reports.find((each) => each.report === report && each.days === days);
  const names = [...new Set(reports.map(({ report }) => report))];
  const goal = yearReports?.goalP99Ms ?? 0;
  const rows = names.map((report) => {
    const month = timing(report, 30);
    const year = timing(report, 365);
    const met = yearReports?.reports.find((each) => each.report === report)?.met;
    return [
      report,
      ms(month?.serverP50Ms),
      ms(month?.serverP99Ms),
      ms(year?.serverP50Ms),
      ms(year?.serverP99Ms),
      met ? 'met' : 'MISSED',
    ];
  });
  const missed = yearReports?.missed ?? [];
  return [
    formatTable(
      [
        'membership report, chain owner',
        '30 d p50',
        '30 d p99',
        '365 d p50',
        '365 d p99',
        `goal <= ${goal} ms`,
      ],
      rows,
    ),
    `${names.length - missed.length} of ${names.length} reports met the goal over 365 days` +
      `${missed.length > 0 ? `; missed: ${missed.join(', ')}` : ''}.`,
    loadLine(figures),
  ].join('\n');
}

export function membershipProblems(figures: MembershipFigures): string[] {
  if (figures.error) return [`membership analysis: ${figures.error}`];
  return [];
}
