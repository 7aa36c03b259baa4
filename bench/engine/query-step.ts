import { withBrigadeOn } from '../support/brigade-server';
import {
  onEngine,
  pgliteEngine,
  postgresEngine,
  type EngineOrSkip,
  type EngineOutcome,
} from '../support/engines';
import { isOkEnvelope } from '../support/envelope';
import { measure, type LoadFigures } from '../support/load';
import type { LoadSettings } from '../support/settings';
import { signIn } from '../support/sign-in';
import { seedBranches, withoutDemoOrders } from './seed-records';

export const RECORDS = 10_000;

export type QueryFigures = EngineOutcome<{ queries: LoadFigures[] }>;

/** One list call: its title in the report, and the body of `PUT {endpoint}`. */
export interface ResourceQuery {
  title: string;
  body: Record<string, unknown>;
  /** A body of its own for each request instead (the nth), so no kept page answers it. */
  bodyOf?: (n: number) => Record<string, unknown>;
}

// What an operator's list does: the first page, a search by name, and a page deep in the list.
const QUERIES: ResourceQuery[] = [
  {
    title: `PUT /pro-api/shop first page of ${RECORDS.toLocaleString('en')}`,
    body: { pageNumber: 1, pageSize: 20 },
  },
  {
    title: 'PUT /pro-api/shop name contains "Branch 77"',
    body: { pageNumber: 1, pageSize: 20, name: 'Branch 77' },
  },
  { title: 'PUT /pro-api/shop page 400 of 500', body: { pageNumber: 400, pageSize: 20 } },
];

/** Loads `PUT {endpoint}` with each query in turn, with the session `token`. */
export async function measureQueries(
  endpointUrl: string,
  token: string,
  queries: ResourceQuery[],
  settings: LoadSettings,
): Promise<LoadFigures[]> {
  const figures: LoadFigures[] = [];
  for (const query of queries) {
    figures.push(
      await measure(
        {
          title: query.title,
          url: endpointUrl,
          method: 'PUT',
          headers: { 'x-token': token },
          body: JSON.stringify(query.body),
          ...(query.bodyOf ? { bodyOf: (n: number) => JSON.stringify(query.bodyOf?.(n)) } : {}),
          accepts: isOkEnvelope,
        },
        settings,
      ),
    );
  }
  return figures;
}

function measureEngine(create: () => Promise<EngineOrSkip>, settings: LoadSettings): Promise<QueryFigures> {
  return onEngine(create, async (engine) => {
    console.log(`  ${engine.name}: seeding ${RECORDS} branches`);
    await seedBranches(engine, RECORDS);
    const queries = await withBrigadeOn(withoutDemoOrders(engine), async (server) => {
      const { token } = await signIn(server.url);
      return measureQueries(`${server.url}/pro-api/shop`, token, QUERIES, settings);
    });
    return { queries };
  });
}

/** Step 3: a declared resource's query call over 10,000 records, on each engine. */
export async function runQueryStep(settings: LoadSettings): Promise<QueryFigures[]> {
  return [await measureEngine(pgliteEngine, settings), await measureEngine(postgresEngine, settings)];
}
