import { measureQueries, type ResourceQuery } from '../engine/query-step';
import { listPaintVisits } from '../engine/screens-step';
import { withSignedInPage, type SignInRoute } from '../support/browser-sign-in';
import { withBrigadeOn } from '../support/brigade-server';
import type { ChildServer } from '../support/child-server';
import { ensureClientBuild, type ClientBuild } from '../support/client-build';
import { onEngine, pgliteEngine, postgresEngine, type Engine, type EngineOutcome } from '../support/engines';
import { parseEnvelope } from '../support/envelope';
import type { LoadFigures } from '../support/load';
import type { LoadSettings } from '../support/settings';
import { demoAccount, signIn } from '../support/sign-in';
import { dishSheet, IMPORT_ROWS, timeImport, type ImportTiming } from './import-dishes';
import { DEMO_DISHES, seedDishes } from './seed-dishes';

/** The dishes written into the demo menu before the server starts, for the list's figures. */
export const MENU_RECORDS = 20_000;
const DISHES = MENU_RECORDS + DEMO_DISHES;
const PAGE_SIZE = 20;
const PAGES = Math.ceil(DISHES / PAGE_SIZE);
const DEEP_PAGE = Math.floor(PAGES * 0.8);

const DISH_LIST_PATH = '/menu_management/dish_settings/dishes';
/** The demo menu's owner: a company manager, so every query is narrowed to one company. */
const OWNER = demoAccount('hk.owner');

/** The titles of the first page and the deep one (page 800), which issue 10's goals compare. */
export const FIRST_PAGE_TITLE = `PUT /pro-api/dish first page of ${DISHES.toLocaleString('en')}`;
export const DEEP_PAGE_TITLE = `PUT /pro-api/dish page ${DEEP_PAGE} of ${PAGES.toLocaleString('en')}`;

// The dish list as an owner uses it: the first page in the menu's order, a search, a deep page.
const QUERIES: ResourceQuery[] = [
  { title: FIRST_PAGE_TITLE, body: { pageNumber: 1, pageSize: PAGE_SIZE } },
  {
    title: 'PUT /pro-api/dish name contains "Dish 77"',
    body: { pageNumber: 1, pageSize: PAGE_SIZE, name: 'Dish 77' },
  },
  { title: DEEP_PAGE_TITLE, body: { pageNumber: DEEP_PAGE, pageSize: PAGE_SIZE } },
];

export interface DishListPaint {
  skipped?: string;
  error?: string;
  signedInVia?: SignInRoute;
  /** The first row's name: the grid cell whose paint ends each visit. */
  firstRow?: string;
  /** Milliseconds from navigation start to the first rows painted, per visit (the first is cold). */
  listPaintMs?: number[];
}

export type MenuFigures = EngineOutcome<{
  queries: LoadFigures[];
  /** PGlite only, as the schema screens' figures. */
  listPaint: DishListPaint;
  /** The dry run, then the import. */
  imports: ImportTiming[];
}>;

/** The name on the dish list's first row, as the list screen's first call answers it. */
async function firstRowName(server: ChildServer, token: string): Promise<string> {
  const response = await fetch(`${server.url}/pro-api/dish`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify({ pageNumber: 1, pageSize: PAGE_SIZE }),
  });
  const rows = parseEnvelope(await response.text())?.data;
  const name = Array.isArray(rows) ? (rows[0] as { name?: unknown } | undefined)?.name : undefined;
  if (typeof name !== 'string') throw new Error('the first page of dishes has no named row');
  return name;
}

async function paintDishList(server: ChildServer, token: string, build: ClientBuild): Promise<DishListPaint> {
  if (build.state === 'skipped') return { skipped: build.reason };
  try {
    const firstRow = await firstRowName(server, token);
    return await withSignedInPage(server.url, OWNER, async (page, signedInVia) => ({
      signedInVia,
      firstRow,
      listPaintMs: await listPaintVisits(page, `${server.url}${DISH_LIST_PATH}`, firstRow),
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * On one engine: the dish list loaded over 20,000 dishes, painted in Chromium when `build` is given,
 * then 5,000 more dishes imported (dry run, then for real) through the real server as the owner.
 */
async function measureMenu(engine: Engine, settings: LoadSettings, build?: ClientBuild) {
  console.log(`  ${engine.name}: seeding ${MENU_RECORDS} dishes`);
  await seedDishes(engine, MENU_RECORDS);
  return withBrigadeOn(engine, async (server) => {
    const { token } = await signIn(server.url, JSON.stringify(OWNER));
    console.log(`  ${engine.name}: loading the dish list`);
    const queries = await measureQueries(`${server.url}/pro-api/dish`, token, QUERIES, settings);
    const listPaint = build && (await paintDishList(server, token, build));
    console.log(`  ${engine.name}: importing ${IMPORT_ROWS} dishes, a dry run and then for real`);
    const sheet = dishSheet(IMPORT_ROWS);
    const importUrl = `${server.url}/pro-api/dish/import`;
    const imports = [
      await timeImport(importUrl, token, sheet, true),
      await timeImport(importUrl, token, sheet, false),
    ];
    return { queries, ...(listPaint ? { listPaint } : {}), imports };
  });
}

/**
 * Step 6 (issue 6): the dish list at 20,000 dishes (query latency on each engine, rows painted in
 * Chromium on PGlite) and a spreadsheet import of 5,000 dishes (rows a second).
 */
export async function runMenuStep(settings: LoadSettings): Promise<MenuFigures[]> {
  const build = await ensureClientBuild();
  return [
    await onEngine(pgliteEngine, (engine) => measureMenu(engine, settings, build)),
    await onEngine(postgresEngine, (engine) => measureMenu(engine, settings)),
  ];
}
