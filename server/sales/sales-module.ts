// Sales (business §2 business_analytics' records, store settings' POS devices): what the point of
// sale sends (orders, clock events, customer feedback) through its own ingest, each device by its
// key, and the sales records read from those facts, listed and exported.
import { defineModule } from '../app-module';
import { posDeviceHooks } from './device-hooks';
import { dishMonthlySalesSql, ITEM_ROLLUP_TABLE } from './dish-monthly-sales';
import deviceKeyPlugin from './device-key-plugin';
import { DEVICE_KEY_TABLE, keyHintSql, keyIssuedAtSql, keyStateSql, lastUsedAtSql } from './device-keys';
import posIngestPlugin from './pos-ingest-plugin';
import { defineSalesRecordsExport } from './sales-records-export';
import salesRecordsPlugin from './sales-records-plugin';

export default defineModule('sales', {
  setup(kit, { schemas, config }) {
    kit.hooks('posDevice', posDeviceHooks());
    // A device's key, kept in its own table (migrations/0015).
    const keys = { tables: [DEVICE_KEY_TABLE] };
    kit.computed('posDeviceKeyState', keyStateSql, keys);
    kit.computed('posDeviceKeyHint', keyHintSql, keys);
    kit.computed('posDeviceKeyIssuedAt', keyIssuedAtSql, keys);
    kit.computed('posDeviceLastUsedAt', lastUsedAtSql, keys);
    const shops = schemas.byName.get('shop');
    if (!shops) throw new Error('sales: no resource shop');
    defineSalesRecordsExport(kit, shops);
    // A dish's actual monthly sales, from the item roll-up the POS ingest keeps.
    kit.computed('dishMonthlySales', dishMonthlySalesSql(shops, config.timeZone), {
      resources: [shops],
      tables: [ITEM_ROLLUP_TABLE],
      byDay: true,
    });
  },
  async routes(app, context) {
    await app.register(deviceKeyPlugin, context);
    await app.register(posIngestPlugin, context);
    await app.register(salesRecordsPlugin, context);
  },
});
