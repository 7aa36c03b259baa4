import { DEMO_COMPANIES } from '../../server/demo/demo-data';
import { MENU_DEMO } from '../../server/demo/menu-demo';
import { seedEngine } from '../engine/seed-records';
import type { Engine } from '../support/engines';

/** The English name of the demo company that holds the demo menu (Harbour Island, `hk.owner`'s). */
const MENU_COMPANY = DEMO_COMPANIES.find((company) => company.key === MENU_DEMO.company)?.name_en ?? '';

/** The dishes the demo menu comes with, before the bench adds its own. */
export const DEMO_DISHES = MENU_DEMO.dishes.length;

/** The demo menu's category names, as a spreadsheet's category column holds them. */
export const CATEGORY_NAMES = MENU_DEMO.categories.map((category) => category.name);

/**
 * Prepares the engine's database with the demo data plus `count` dishes "Dish 1" to "Dish <count>" in
 * the demo menu's company, spread over its categories, written in one statement: the bench measures
 * reading them, not writing them.
 */
export function seedDishes(engine: Engine, count: number): Promise<void> {
  return seedEngine(engine, 'res_dish', async (db) => {
    const { rowCount } = await db.query(
      `WITH company AS (SELECT id FROM res_company WHERE data->>'name_en' = $2 AND deleted_at IS NULL),
            categories AS (SELECT array_agg(category.id ORDER BY category.id) AS ids
                             FROM res_category AS category, company
                            WHERE category.company_id = company.id AND category.deleted_at IS NULL)
       INSERT INTO res_dish (company_id, data, created_by, updated_by, created_at)
       SELECT company.id,
              jsonb_build_object('name', 'Dish ' || n, 'name_en', 'Dish ' || n,
                                 'categoryId', categories.ids[1 + n % cardinality(categories.ids)],
                                 'price', 18 + n % 60, 'showOrder', n % 1000, 'status', 'available',
                                 'timePeriods', jsonb_build_array(jsonb_build_object('start', '11:00', 'end', '14:00'))),
              1, 1, now() - make_interval(secs => $1 - n)
         FROM generate_series(1, $1) AS n, company, categories
        WHERE cardinality(categories.ids) > 0`,
      [count, MENU_COMPANY],
    );
    if (rowCount !== count)
      throw new Error(
        `seeding dishes wrote ${rowCount} of ${count}: is "${MENU_COMPANY}" seeded with its menu?`,
      );
  });
}
