// The demo menu (menu-demo.ts) written through the resource engine's own create, so every demo
// record meets the rules a form's save meets; records point at each other by key until each key's
// record has its id.
import { Readable } from 'node:stream';
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { demoService } from './demo-service';
import { prepareUploadDir, storeUpload } from '../uploads/upload-store';
import { gradientPng } from '../images/png';
import { MENU_DEMO } from './menu-demo';

/** The seed writes as the platform: it places every record in the demo company itself. */
const SEEDER = systemActor('hk');

type Ids = Map<string, number>;

const idOf = (ids: Ids, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo menu: "${key}" is not declared before it is used`);
  return id;
};

export async function seedMenu(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  companyIds: Map<string, number>,
  shopIds: Map<string, number>,
  uploadDir: string,
): Promise<void> {
  const service = demoService(db, schemas);
  const companyId = idOf(companyIds, MENU_DEMO.company);
  const create = async (resourceName: string, record: Record<string, unknown>): Promise<number> => {
    const resource = schemas.byName.get(resourceName);
    if (!resource) throw new Error(`demo menu: no resource ${resourceName}`);
    return (await service.createWithin(tx, resource, SEEDER, { ...record, companyId })).id;
  };
  const scenes: Ids = new Map();
  const labels: Ids = new Map();
  const categories: Ids = new Map();
  const details: Ids = new Map();
  const dishes: Ids = new Map();
  const combos: Ids = new Map();
  for (const { key, ...scene } of MENU_DEMO.scenes) scenes.set(key, await create('scene', scene));
  for (const { key, ...label } of MENU_DEMO.labels) labels.set(key, await create('label', label));
  for (const { key, shopKeys, ...category } of MENU_DEMO.categories) {
    const shops = shopKeys ? { shopIds: shopKeys.map((shop) => idOf(shopIds, shop)) } : {};
    categories.set(key, await create('category', { ...category, ...shops }));
  }
  for (const { key, ...detail } of MENU_DEMO.dishDetails)
    details.set(key, await create('dishDetail', detail));
  for (const { key, categoryKey, sceneKeys, labelKeys, detailKeys, ...dish } of MENU_DEMO.dishes) {
    const record = {
      ...dish,
      categoryId: idOf(categories, categoryKey),
      sceneIds: sceneKeys.map((scene) => idOf(scenes, scene)),
      labelIds: labelKeys.map((label) => idOf(labels, label)),
      detailIds: detailKeys.map((detail) => idOf(details, detail)),
    };
    dishes.set(key, await create('dish', record));
  }
  for (const { key, dishes: rows, ...combo } of MENU_DEMO.combos) {
    const record = {
      ...combo,
      dishes: rows.map(({ labelKey, dishKey, ...row }) => ({
        ...row,
        dishId: idOf(dishes, dishKey),
        labelId: idOf(labels, labelKey),
      })),
    };
    combos.set(key, await create('combo', record));
  }
  for (const { key: _key, categoryKey, sceneKeys, labelKeys, comboKeys, ...set } of MENU_DEMO.comboDishes) {
    await create('comboDish', {
      ...set,
      categoryId: idOf(categories, categoryKey),
      sceneIds: sceneKeys.map((scene) => idOf(scenes, scene)),
      labelIds: labelKeys.map((label) => idOf(labels, label)),
      comboIds: comboKeys.map((combo) => idOf(combos, combo)),
    });
  }
  // The demo's pictures are drawn, then stored as an upload would be.
  if (MENU_DEMO.recommendations.length > 0) await prepareUploadDir(uploadDir);
  for (const recommendation of MENU_DEMO.recommendations) {
    const png = gradientPng(480, 320, [245, 166, 35], [208, 2, 27]);
    const picture = await storeUpload(uploadDir, Readable.from([png]), () => true);
    const { picture: _asset, sceneKeys, ...rest } = recommendation;
    const target =
      rest.kind === 'dish'
        ? { kind: 'dish', dishId: idOf(dishes, rest.dishKey) }
        : { kind: 'category', categoryId: idOf(categories, rest.categoryKey) };
    await create('recommendation', {
      picture,
      showOrder: rest.showOrder,
      sceneIds: sceneKeys.map((scene) => idOf(scenes, scene)),
      ...target,
    });
  }
}
