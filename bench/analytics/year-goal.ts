// Issue 22 item 6: every business report over 365 days answers at or under 150 ms p99 server time on
// the ten-shop year. The verdict per report, kept in the results beside the timings it is read from.
import { formatTable } from '../support/table';
import type { CaseTiming } from './report-timing';

export const YEAR_GOAL_P99_MS = 150;
const YEAR_DAYS = 365;

export interface YearReport {
  report: string;
  serverP99Ms: number;
  met: boolean;
}

export interface YearGoal {
  goalP99Ms: number;
  reports: YearReport[];
  /** The reports over the goal, by name. */
  missed: string[];
}

/** Each report's 365-day case against the goal, slowest first. */
export function yearGoal(timings: readonly CaseTiming[]): YearGoal {
  const reports = timings
    .filter((timing) => timing.days === YEAR_DAYS && !timing.compare)
    .map(({ report, serverP99Ms }) => ({ report, serverP99Ms, met: serverP99Ms <= YEAR_GOAL_P99_MS }))
    .sort((a, b) => b.serverP99Ms - a.serverP99Ms);
  return {
    goalP99Ms: YEAR_GOAL_P99_MS,
    reports,
    missed: reports.filter((each) => !each.met).map((each) => each.report),
  };
}

export function yearGoalTable(goal: YearGoal): string {
  const met = goal.reports.length - goal.missed.length;
  return [
    formatTable(
      [`each report over ${YEAR_DAYS} days (issue 22)`, 'server p99', `goal <= ${goal.goalP99Ms} ms`],
      goal.reports.map((each) => [
        each.report,
        `${each.serverP99Ms.toFixed(1)} ms`,
        each.met ? 'met' : 'MISSED',
      ]),
    ),
    `${met} of ${goal.reports.length} reports met the goal${goal.missed.length > 0 ? `; missed: ${goal.missed.join(', ')}` : ''}.`,
  ].join('\n');
}
