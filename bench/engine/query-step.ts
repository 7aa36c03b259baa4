import { withBrigadeOn } from '../support/brigade-server';
import type { ChildServer } from '../support/child-server';
import { pgliteEngine, postgresEngine, type EngineOrSkip } from '../support/engines';
import { isOkEnvelope } from '../support/envelope';
import { measure, type LoadFigures } from '../support/load';
import type { LoadSettings } from '../support/settings';
import { signIn } from '../support/sign-in';
import { seedBranches } from './seed-records';

export const RECORDS = 10_000;

export interface QueryFigures {
  engine: string;
  skipped?: string;
  error?: string;
  queries?: LoadFigures[];
}

// What an operator's list does: the first page, a search by name, and a page deep in the list.
const QUERIES = [
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

async function measureQueries(server: ChildServer, settings: LoadSettings): Promise<LoadFigures[]> {
  const { token } = await signIn(server.url);
  const figures: LoadFigures[] = [];
  for (const query of QUERIES) {
    figures.push(
      await measure(
        {
          title: query.title,
          url: `${server.url}/pro-api/shop`,
          method: 'PUT',
          headers: { 'x-token': token },
          body: JSON.stringify(query.body),
          accepts: isOkEnvelope,
        },
        settings,
      ),
    );
  }
  return figures;
}

async function measureEngine(
  create: () => Promise<EngineOrSkip>,
  settings: LoadSettings,
): Promise<QueryFigures> {
  const engine = await create();
  if ('skipped' in engine) return { engine: engine.name, skipped: engine.skipped };
  try {
    console.log(`  ${engine.name}: seeding ${RECORDS} branches`);
    await seedBranches(engine, RECORDS);
    return {
      engine: engine.name,
      queries: await withBrigadeOn(engine, (server) => measureQueries(server, settings)),
    };
  } catch (error) {
    return { engine: engine.name, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Step 3: a declared resource's query call over 10,000 records, on each engine. */
export async function runQueryStep(settings: LoadSettings): Promise<QueryFigures[]> {
  return [await measureEngine(pgliteEngine, settings), await measureEngine(postgresEngine, settings)];
}
