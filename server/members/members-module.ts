// Members (business §2 membership_management: members and member levels): both are declared
// (schemas/members); this module brings what a schema cannot say: a member's age worked out from
// his date of birth as he is read, the date of birth held to today, his balance and points as the
// ledger holds them (member-ledger.ts), a restaurant's edit of either posted to that ledger, and
// the hourly job expiring points whose lots are due (points-expiry.ts), the points his orders earn
// as the till's ingest writes them (order-points.ts) with his level following them, day by day too
// (level-window-job.ts), and the till's calls: a member found, his balance spent and given back
// (pos-member-plugin.ts); his balance and points histories inside his detail (member-history.ts); and
// the membership coupons handed out to a level's members by their rules (coupon-distribution.ts),
// which his detail lists (held-coupons.ts) and an order names by its code (held-coupon-codes.ts); his own page, where he signs in, with his password or a mailed code (member-code-plugin.ts), and
// reads his card and histories (member-page-plugin.ts); and the company's SMS and email credits,
// which the platform tops up (message-credits-plugin.ts); and the stamps his orders earn, a full card
// given as its reward coupon, with their movements in his detail (stamps/); and the points store,
// its entries bought with points by staff or on his page, listed in his detail (stores/); and his
// top-ups by the company's top-up options, with their gifts, by staff or at the till (top-ups/);
// and VIP, renewed from his balance, ended when it passes and reminded by mail before (vip/); and his
// Apple and Google wallet passes, kept up to date as his holdings and level change (wallet/).
import { defineModule } from '../app-module';
import vipPlugin from './vip/vip-plugin';
import memberAdjustmentPlugin from './member-adjustment-plugin';
import { memberAgeSql } from './member-age';
import { LEVEL_WINDOW_JOB, LEVEL_WINDOW_OPTIONS, levelWindow } from './level-window-job';
import { HOLDINGS_READ, memberBalanceSql, memberPointsSql } from './member-holdings';
import { memberHistory } from './member-history';
import { memberHooks } from './member-hooks';
import { renewalLinkSql } from './renewal-link';
import { ORDER_INGEST_STEPS } from '../sales/order-ingest-steps';
import { ORDER_COUPON_CODES } from '../sales/order-coupon-codes';
import { heldCouponCodes } from './held-coupon-codes';
import { orderPoints } from './order-points';
import { orderStamps } from './stamps/order-stamps';
import { stampMoves } from './stamps/stamp-moves';
import posMemberPlugin from './pos-member-plugin';
import topUpsPlugin from './top-ups/top-ups-plugin';
import { pointsStoreRoutes, setUpPointsStore } from './stores/points-store';
import memberCodePlugin from './member-code-plugin';
import memberPagePlugin from './member-page-plugin';
import messageCreditsPlugin from './message-credits-plugin';
import { expirePoints, POINTS_EXPIRY_JOB, POINTS_EXPIRY_OPTIONS } from './points-expiry';
import { COUPON_DISTRIBUTION_JOB, couponDistribution } from './coupon-distribution';
import { heldCoupons } from './held-coupons';
import walletPlugin from './wallet/wallet-plugin';

export default defineModule('members', {
  setup(kit, { config, service, schemas }) {
    kit.hooks('member', memberHooks(config.timeZone));
    // It moves with the calendar day: a list page showing it is kept to the next quarter hour at most.
    kit.computed('memberAge', memberAgeSql(config.timeZone), { byDay: true });
    kit.computed('memberPoints', memberPointsSql, HOLDINGS_READ);
    kit.computed('memberBalance', memberBalanceSql, HOLDINGS_READ);
    const company = schemas.byName.get('company');
    if (!company) throw new Error('the members module needs the company schema');
    kit.computed('memberRenewalLink', renewalLinkSql(config.publicUrl, company), { resources: [company] });
    kit.job(POINTS_EXPIRY_JOB, expirePoints, POINTS_EXPIRY_OPTIONS);
    kit.job(LEVEL_WINDOW_JOB, levelWindow(service.system(config.region)), LEVEL_WINDOW_OPTIONS);
    kit.extend(ORDER_INGEST_STEPS, orderPoints);
    setUpPointsStore(kit);
    kit.extend(ORDER_INGEST_STEPS, orderStamps);
    kit.detailList('memberStampMoves', stampMoves);
    kit.extend(ORDER_COUPON_CODES, heldCouponCodes);
    const records = service.system(config.region);
    kit.detailList('memberBalanceHistory', memberHistory(records, 'balance'));
    kit.detailList('memberPointsHistory', memberHistory(records, 'points'));
    const distribution = couponDistribution(records, config.timeZone);
    kit.job(COUPON_DISTRIBUTION_JOB, distribution.handler, distribution.options);
    kit.detailList('memberCoupons', heldCoupons(records));
  },
  async routes(app, context) {
    await app.register(memberAdjustmentPlugin, context);
    await app.register(posMemberPlugin, context);
    await app.register(memberPagePlugin, context);
    await app.register(memberCodePlugin, context);
    await app.register(messageCreditsPlugin, context);
    await app.register(walletPlugin, context);
    await app.register(vipPlugin, context);
    await app.register(topUpsPlugin, context);
    await app.register(pointsStoreRoutes, context);
  },
});
