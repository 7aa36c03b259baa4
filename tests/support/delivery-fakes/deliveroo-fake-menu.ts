// What the Deliveroo fake (deliveroo-fake.ts) checks of an uploaded menu before taking it: the
// published envelope `{ name, menu, site_ids }`, the shape the adapter chose for the inner `menu`
// (server/delivery/platforms/deliveroo-menu.ts), Deliveroo's content limits (research §1.3: category
// names 3–120 characters, item names 2–120, descriptions up to 500), and that every id a category or
// a mealtime lists exists. Enough to catch a wrong payload, named as Deliveroo's 422 would name it.

type Json = Record<string, unknown>;

/** Throws the first problem found; `asserts` narrows what was checked. */
function need(condition: boolean, problem: string): asserts condition {
  if (!condition) throw new Error(problem);
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, min = 1, max = Number.MAX_SAFE_INTEGER): value is string =>
  typeof value === 'string' && [...value].length >= min && [...value].length <= max;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isMoney = (value: unknown): boolean =>
  isRecord(value) && isCount(value.fractional) && value.currency_code === 'HKD';
const isOptional = (value: unknown, check: (present: unknown) => boolean) =>
  value === undefined || check(value);

function listAt(record: Json, key: string, where: string): unknown[] {
  const value = record[key];
  need(Array.isArray(value), `${where}.${key} must be a list`);
  return value;
}

function checkModifier(value: unknown, where: string): void {
  need(isRecord(value), `${where} must be an object`);
  need(isText(value.id) && isText(value.name), `${where} needs an id and a name`);
  need(
    isCount(value.min_selection) &&
      isCount(value.max_selection) &&
      value.min_selection <= value.max_selection,
    `${where}: min_selection and max_selection must be counts, min ≤ max`,
  );
  listAt(value, 'options', where).forEach((option, index) => {
    need(isRecord(option), `${where}.options[${index}] must be an object`);
    need(isText(option.id) && isText(option.name), `${where}.options[${index}] needs an id and a name`);
    need(
      isMoney(option.price),
      `${where}.options[${index}].price must be { fractional, currency_code: HKD }`,
    );
  });
}

/** The item's id, once its fields hold. */
function checkItem(value: unknown, where: string): string {
  need(isRecord(value), `${where} must be an object`);
  need(isText(value.id), `${where}.id is required`);
  need(isText(value.name, 2, 120), `${where}.name must be 2 to 120 characters`);
  need(
    isOptional(value.description, (text) => isText(text, 0, 500)),
    `${where}.description is over 500 characters`,
  );
  need(isMoney(value.price), `${where}.price must be { fractional, currency_code: HKD }`);
  need(
    isOptional(value.pickup_price, isMoney),
    `${where}.pickup_price must be { fractional, currency_code: HKD }`,
  );
  need(typeof value.available === 'boolean', `${where}.available must be true or false`);
  need(typeof value.contains_alcohol === 'boolean', `${where}.contains_alcohol must be true or false`);
  listAt(value, 'diets', where);
  listAt(value, 'modifiers', where).forEach((modifier, index) =>
    checkModifier(modifier, `${where}.modifiers[${index}]`),
  );
  return value.id;
}

/** Checks each entry names only ids in `known`, and answers the entries' own ids. */
function checkListing(entries: unknown[], where: string, key: string, known: ReadonlySet<string>): string[] {
  return entries.map((value, index) => {
    const entry = `${where}[${index}]`;
    need(isRecord(value) && isText(value.id), `${entry} needs an id`);
    const missing = listAt(value, key, entry).find((id) => typeof id !== 'string' || !known.has(id));
    need(missing === undefined, `${entry}.${key} names ${String(missing)}, which the menu lacks`);
    return value.id;
  });
}

/** Why Deliveroo would refuse `body` as a menu for `siteId`, or undefined when it would take it. */
export function deliverooMenuProblem(body: unknown, siteId: string): string | undefined {
  try {
    need(isRecord(body), 'The body must be a JSON object');
    need(isText(body.name), 'name is required');
    const sites = listAt(body, 'site_ids', 'body');
    need(sites.length > 0 && sites.every((site) => site === siteId), `site_ids must name this brand's sites`);
    const menu = body.menu;
    need(isRecord(menu), 'menu must be an object');
    need(menu.language === 'en' || menu.language === 'zh', 'menu.language must be en or zh');
    const itemIds = listAt(menu, 'items', 'menu').map((item, index) =>
      checkItem(item, `menu.items[${index}]`),
    );
    need(new Set(itemIds).size === itemIds.length, 'menu.items ids must be unique');
    const categories = listAt(menu, 'categories', 'menu');
    categories.forEach((category, index) => {
      const where = `menu.categories[${index}]`;
      need(isRecord(category) && isText(category.name, 3, 120), `${where}.name must be 3 to 120 characters`);
    });
    const categoryIds = checkListing(categories, 'menu.categories', 'item_ids', new Set(itemIds));
    checkListing(listAt(menu, 'mealtimes', 'menu'), 'menu.mealtimes', 'category_ids', new Set(categoryIds));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
