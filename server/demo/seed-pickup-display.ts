// The demo's pickup displays (business §3 "Pickup display"), so the screens open on something:
// Tsim Sha Tsui's settings saved (and so its display address), and a few numbers there and at
// Central, called through the same function as the point of sale's and the back office's calls.
// Central's settings stay unsaved: it runs on the declared defaults, as a shop does until its
// manager saves them (the generated settings tests read those defaults there).
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import type { PickupCall } from '../../protocol/pickup-numbers';
import { displayShop } from '../pickup-display/display-settings';
import { callNumber } from '../pickup-display/pickup-numbers';
import { DISPLAY_SETTINGS } from '../pickup-display/pickup-privileges';
import { demoService } from './demo-service';

interface DemoDisplay {
  shop: string;
  settings?: Record<string, unknown>;
  numbers: [string, PickupCall][];
}

const DEMO_DISPLAYS: DemoDisplay[] = [
  {
    shop: 'central',
    numbers: [
      ['A021', 'ready'],
      ['A022', 'ready'],
      ['A023', 'preparing'],
      ['A024', 'preparing'],
      ['A025', 'preparing'],
    ],
  },
  {
    shop: 'tst',
    settings: {
      themeColour: '#107C10',
      autoDisappearMinutes: 10,
      broadcastLanguage: 'english',
      repeatCount: 1,
    },
    numbers: [
      ['101', 'ready'],
      ['102', 'preparing'],
      ['103', 'preparing'],
    ],
  },
];

export async function seedPickupDisplays(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  shopIds: Map<string, number>,
): Promise<void> {
  const resource = schemas.byName.get(DISPLAY_SETTINGS);
  if (!resource) throw new Error(`demo displays: no resource ${DISPLAY_SETTINGS}`);
  const service = demoService(db, schemas).within(tx);
  for (const demo of DEMO_DISPLAYS) {
    const shopId = shopIds.get(demo.shop);
    if (shopId === undefined) throw new Error(`demo displays: no shop ${demo.shop}`);
    if (demo.settings)
      await service.saveOne(resource, systemActor('hk'), { ...demo.settings, shopId, version: 0 });
    const shop = await displayShop(service.system('hk'), shopId);
    if (!shop) throw new Error(`demo displays: shop ${demo.shop} is not live`);
    for (const [number, call] of demo.numbers) await callNumber(tx, shop, number, call, { userId: null });
  }
}
