// Issue 10 "every call fast": its goals as ratios to the Fastify hello-world of the same run, so a
// busy machine slows both sides alike. Figures, not failures: a missed goal does not fail the run.
import type { HttpStepResult } from '../foundation/http-step';
import { DEEP_PAGE_TITLE, FIRST_PAGE_TITLE, type MenuFigures } from '../menu/menu-step';
import type { LoadFigures } from '../support/load';
import { formatTable } from '../support/table';

interface Goal {
  label: string;
  /** The figure: a ratio of requests a second. */
  value: number;
  target: string;
  met: boolean;
}

const times = (value: number) => `${Number(value.toPrecision(2))}x`;

function engineGoals(
  engine: string,
  hello: LoadFigures,
  session: LoadFigures | undefined,
  queries: LoadFigures[],
): Goal[] {
  const first = queries.find((figures) => figures.title === FIRST_PAGE_TITLE);
  const deep = queries.find((figures) => figures.title === DEEP_PAGE_TITLE);
  const goals: Goal[] = [];
  if (session) {
    const value = session.requestsPerSecond / hello.requestsPerSecond;
    goals.push({
      label: `${engine}: session call vs hello-world`,
      value,
      target: '>= 0.3x',
      met: value >= 0.3,
    });
  }
  if (first) {
    const value = first.requestsPerSecond / hello.requestsPerSecond;
    goals.push({
      label: `${engine}: dish list first page vs hello-world`,
      value,
      target: '>= 0.1x',
      met: value >= 0.1,
    });
  }
  if (first && deep) {
    // How many times the first page's cost page 800 has: requests a second, first over deep.
    const value = first.requestsPerSecond / Math.max(deep.requestsPerSecond, Number.MIN_VALUE);
    goals.push({
      label: `${engine}: page 800 cost vs the first page`,
      value,
      target: '<= 2x',
      met: value <= 2,
    });
  }
  return goals;
}

/** The goals table of issue 10, from the HTTP step (session call) and the menu step (dish list). */
export function speedGoalsTable(http: HttpStepResult, menu: MenuFigures[]): string {
  const goals = menu.flatMap((engine) =>
    engineGoals(
      engine.engine,
      http.helloWorld,
      http.engines.find((figures) => figures.engine === engine.engine)?.config,
      engine.queries ?? [],
    ),
  );
  return formatTable(
    ['issue 10 goal', 'figure', 'target', 'met'],
    goals.map((goal) => [goal.label, times(goal.value), goal.target, goal.met ? 'yes' : 'NO']),
  );
}
