// The points store's part of the members module (issue 24 item 2): the entries' remaining stock as
// they are read, a member's redemptions in his detail, the staff's redemption and the member's page's.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleKit } from '../../../engine/server';
import type { ModuleContext } from '../../app-module';
import storePagePlugin from './store-page-plugin';
import storePlugin from './store-plugin';
import { storeRedemptions } from './store-redemptions';
import { remainingSql, STOCK_READ } from './store-stock';

export function setUpPointsStore(kit: ModuleKit): void {
  kit.computed('storeItemRemaining', remainingSql('item'), STOCK_READ);
  kit.computed('storeCouponRemaining', remainingSql('coupon'), STOCK_READ);
  kit.detailList('storeRedemptions', storeRedemptions);
}

export const pointsStoreRoutes: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  await app.register(storePlugin, context);
  await app.register(storePagePlugin, context);
};
