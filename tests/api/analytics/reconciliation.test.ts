// Reconciliation (issue 13 "Done when"): a known set of orders, clock events and customer feedback
// goes in as the shops' tills send it (POST /pro-api/pos/orders, /pos/clock-events and /pos/feedback
// under device keys issued through the API), and every declared report, read through PUT
// /pro-api/report/{name} as the company's manager, answers exactly what the set makes it when worked
// out here apart from the engine (support/expected-figures.ts): every total to the cent and the
// minute, every row, every breakdown adding up to its total, each order on its shop's local day.
// Sending every batch again changes no answer, a key of another shop is refused and writes nothing,
// and another company's manager sees none of these sales.
import type { ReportAnswer, ReportBody } from '../../../engine/protocol/report';
import { Status } from '../../../engine/protocol/status';
import type { ReportDeclaration } from '../../../engine/server/reports/report-types';
import { runReport } from '../../../engine/server/reports/report-run';
import { compileStatements } from '../../../engine/server/reports/report-sql';
import { REPORT_FACTS } from '../../../server/sales/report-facts';
import { PosStatus } from '../../../protocol/pos-status';
import { loadProductReports } from '../../../server/sales/product-reports';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import {
  expectedPart,
  factModels,
  type FactModels,
  type Scope,
  type Tenant,
} from '../support/expected-figures';
import { figureProblems } from '../support/figure-problems';
import { INGEST_CALLS, type Call } from '../support/ingest-batches';
import { deviceCalls, type IngestAnswer } from '../support/pos-devices';
import { companyRecords } from '../support/pos-orders';
import {
  companyMenu,
  DEPLOYMENT_ZONE,
  SHOP_CLOCKS,
  SHOP_KEYS,
  type Sale,
  type ShopKey,
} from '../support/pos-sales';
import {
  finalFacts,
  RANGE,
  reconciliationSet,
  setCalls,
  type ReconciliationSet,
} from '../support/reconciliation-set';
import { demoTenants } from '../support/tenants';

const OWNERS = { hk: 'hk.owner', kowloon: 'kowloon.owner' } as const;
/** Where each call's entries are stored, by the till's own id. */
const STORED: Record<Call['path'], string> = {
  orders: 'sales_order WHERE pos_order_id',
  'clock-events': 'server_clock_event WHERE pos_event_id',
  feedback: 'customer_feedback WHERE pos_feedback_id',
};
const DAY = 86_400_000;
/**
 * Ranges the roll-ups must answer as the raw facts do: the set's week, single days whose orders
 * closed on another UTC day, and one with March whole (read from the monthly roll-ups) between days.
 */
const ROLLUP_RANGES = [
  RANGE,
  { from: '2026-03-02', to: '2026-03-02' },
  { from: '2026-03-08', to: '2026-03-08' },
  { from: '2026-02-27', to: '2026-04-02' },
] as const;
/** The reports issue 22 moved onto roll-ups: every part of theirs reads one, and feedback's but one. */
const ROLLUP_REPORTS = [
  'business_customer_feedback',
  'business_table_turnover',
  'business_coupon',
  'business_consumption',
  'business_server_sales',
  'business_deleted_dishes',
  'business_operation_reasons',
];
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** The shops of the set: the demo's, with Central's zone set, and two added in US zones. */
async function prepareShops(api: ApiHarness): Promise<Record<ShopKey, Tenant>> {
  const demo = await demoTenants(api.db);
  const existing: Partial<Record<ShopKey, number>> = {
    central: demo.central,
    causeway: demo.causeway,
    mongKok: demo.mongkok,
  };
  const shops = {} as Record<ShopKey, Tenant>;
  for (const key of SHOP_KEYS) {
    const clock = SHOP_CLOCKS[key];
    const owner = OWNERS[clock.company];
    let shopId = existing[key];
    if ('added' in clock) {
      const made = await api.callAs<{ id: number }>(owner, 'POST', '/shop', {
        ...clock.added,
        timeZone: clock.zone,
      });
      expect(made.status).toBe(Status.ok.code);
      shopId = made.data.id;
    } else if (shopId !== undefined && 'zone' in clock) {
      const [record] = (await api.callAs<Record<string, unknown>[]>(owner, 'PUT', '/shop', { id: shopId }))
        .data;
      const saved = await api.callAs(owner, 'PUT', '/shop/modify', { ...record, timeZone: clock.zone });
      expect(saved.status).toBe(Status.ok.code);
    }
    if (shopId === undefined) throw new Error(`no shop ${key}`);
    shops[key] = { companyId: clock.company === 'hk' ? demo.hk : demo.kowloon, shopId };
  }
  return shops;
}

describeOnEachDatabase(
  'reconciliation of every report with the orders the tills sent',
  (api) => {
    const devices = deviceCalls(api);
    let shops: Record<ShopKey, Tenant>;
    let keys: Record<ShopKey, string>;
    let set: ReconciliationSet;
    let calls: Call[];
    let sales: Sale[];
    let answers: IngestAnswer[];
    let models: FactModels;
    let reports: ReportDeclaration[];
    let breakfast: number;
    const tokens: Record<string, string> = {};

    /** Makes a call of a shop's till under `key` (by default the shop's own). */
    const send = (call: Call, key = keys[call.shop]) =>
      devices.send(
        call.path,
        { shopId: shops[call.shop].shopId, [INGEST_CALLS[call.path].list]: call.payloads },
        key,
      );

    const report = async (username: string, name: string, body: ReportBody) => {
      tokens[username] ??= await api.signIn(username);
      const { body: answer } = await api.call<ReportAnswer>({
        method: 'PUT',
        url: `/pro-api/report/${name}`,
        headers: { 'x-token': tokens[username] ?? '' },
        payload: body,
      });
      if (answer.status !== Status.ok.code) throw new Error(`report ${name} refused: ${answer.msgEn}`);
      return answer.data;
    };

    /** The call's body for a report: the scope's shops and scene where it offers them, and a window. */
    const bodyFor = (
      declared: ReportDeclaration,
      scope: Omit<Scope, 'companyId'>,
      compare: boolean,
    ): ReportBody | undefined => {
      const filters = declared.filters ?? [];
      if (scope.sceneId !== undefined && !filters.includes('scene')) return undefined;
      return {
        from: scope.from,
        to: scope.to,
        ...(scope.shopIds ? { shopIds: [...scope.shopIds] } : {}),
        ...(scope.sceneId !== undefined ? { sceneId: scope.sceneId } : {}),
        ...(compare ? { compare: 'lastWeek' as const } : {}),
      };
    };

    /** Every report as `username` reads it over `scope`, against the facts; answers the differences. */
    const reconcile = async (username: string, scope: Scope, compare = false) => {
      const problems: string[] = [];
      let checked = 0;
      for (const declared of reports) {
        const body = bodyFor(declared, scope, compare);
        if (!body) continue;
        const answer = await report(username, declared.name, body);
        for (const part of declared.parts) {
          const answered = answer.parts.find((each) => each.name === part.name);
          const where = `${declared.name}.${part.name}`;
          if (!answered) {
            problems.push(`${where}: not answered`);
            continue;
          }
          problems.push(...figureProblems(where, part, answered, expectedPart(models, part, scope)));
          checked += part.measures.length;
          if (!body.compare) continue;
          const window = { from: daysBefore(scope.from, 7), to: daysBefore(scope.to, 7) };
          const compared = answered.compare;
          if (!compared || compared.from !== window.from || compared.to !== window.to)
            problems.push(`${where}: the last week's window is not ${window.from} to ${window.to}`);
          else
            problems.push(
              ...figureProblems(
                `${where} (last week)`,
                part,
                compared,
                expectedPart(models, part, { ...scope, ...window }),
              ),
            );
        }
      }
      return { problems, checked };
    };

    /** Every report's whole answer as `username` reads it over the range, with its comparison. */
    const everyAnswer = async (username: string) =>
      Promise.all(
        reports.map(async (declared) => {
          const body = bodyFor(declared, RANGE, true);
          return body && report(username, declared.name, body);
        }),
      );

    beforeAll(async () => {
      shops = await prepareShops(api);
      const hk = shops.central.companyId;
      const [first, second, kowloon] = await Promise.all([
        companyRecords(api.db, hk, 'recon-1'),
        companyRecords(api.db, hk, 'recon-2'),
        companyRecords(api.db, shops.mongKok.companyId, 'recon'),
      ]);
      const seasonal = await api.callAs<{ id: number }>('hk.owner', 'POST', '/category', {
        name: '時令',
        name_en: 'Seasonal',
      });
      expect(seasonal.status).toBe(Status.ok.code);
      const { rows: scenes } = await api.db.query<{ id: number }>(
        'SELECT id FROM res_scene WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 2',
        [hk],
      );
      const [morning, lunch] = scenes.map((scene) => scene.id);
      if (morning === undefined || lunch === undefined) throw new Error('the demo menu has two scenes');
      breakfast = morning;
      set = reconciliationSet({
        first,
        second,
        kowloon,
        menu: await companyMenu(api.db, hk),
        seasonal: seasonal.data.id,
        scenes: [morning, lunch],
      });

      keys = {} as Record<ShopKey, string>;
      for (const key of SHOP_KEYS) {
        const owner = OWNERS[SHOP_CLOCKS[key].company];
        const device = await devices.create(owner, shops[key].shopId, `Till of ${key}`);
        keys[key] = (await devices.issue(owner, device)).data.key;
      }
      calls = setCalls(set);
      answers = [];
      for (const call of calls) answers.push((await send(call)).data);
      const facts = finalFacts(set);
      sales = facts.sales;
      models = factModels(facts, shops);
      // The membership analysis reports read members too, and are reconciled with figures of their
      // own (tests/api/membership-analysis); every other report is reconciled here.
      reports = [...loadProductReports(api.config, api.schemas).values()].filter(
        (declared) => !declared.name.startsWith('membership_'),
      );
    }, 120_000);

    test('each batch is answered entry by entry: created, updated, unchanged or stale', () => {
      expect(answers.map((answer) => answer.rejected)).toEqual(calls.map(() => []));
      expect(answers.map((answer) => answer.accepted)).toEqual(calls.map((call) => call.accepted));
    });

    test('every part of every report equals the figures worked out from the orders, to the cent', async () => {
      const hk = shops.central.companyId;
      const scopes: [Scope, boolean][] = [
        [{ companyId: hk, ...RANGE }, true],
        [{ companyId: hk, ...RANGE, shopIds: [shops.santaMonica.shopId] }, false],
        [{ companyId: hk, ...RANGE, shopIds: [shops.central.shopId, shops.tribeca.shopId] }, false],
        [{ companyId: hk, ...RANGE, sceneId: breakfast }, false],
      ];
      let checked = 0;
      for (const [scope, compare] of scopes) {
        const result = await reconcile('hk.owner', scope, compare);
        expect(result.problems).toEqual([]);
        checked += result.checked;
      }
      // Not a comparison of nothing with nothing: the range holds sales in every part's breakdown.
      const everything = { companyId: hk, ...RANGE };
      const empty = reports.flatMap((declared) =>
        declared.parts
          .filter((part) => expectedPart(models, part, everything).groups.size === 0)
          .map((part) => `${declared.name}.${part.name}`),
      );
      expect(empty).toEqual([]);
      expect(checked).toBeGreaterThan(200);
    });

    test("each order counts on its shop's local day, whatever day it was in UTC", async () => {
      for (const key of SHOP_KEYS.filter((shop) => SHOP_CLOCKS[shop].company === 'hk')) {
        const own = sales.filter((sale) => sale.shop === key);
        // The set means it: each shop has counted orders whose UTC day is not their local one.
        const straddling = own.filter(
          (sale) =>
            sale.order.closedAt &&
            sale.date >= RANGE.from &&
            sale.date <= RANGE.to &&
            new Date(sale.order.closedAt).toISOString().slice(0, 10) !== sale.date,
        );
        expect([key, straddling.length > 0]).toEqual([key, true]);
        const answer = await report('hk.owner', 'home', { ...RANGE, shopIds: [shops[key].shopId] });
        const byDay = answer.parts.find((part) => part.name === 'orders')?.rows ?? [];
        const expected = new Map<string, number>();
        for (const sale of own.filter((each) => each.order.closedAt && !each.order.deleted))
          if (sale.date >= RANGE.from && sale.date <= RANGE.to)
            expected.set(sale.date, (expected.get(sale.date) ?? 0) + 1);
        expect([key, Object.fromEntries(byDay.map((row) => [row.day, row.orders]))]).toEqual([
          key,
          Object.fromEntries([...expected].sort()),
        ]);
      }
    });

    test('sending every batch again changes no answer', async () => {
      const before = await everyAnswer('hk.owner');
      for (const call of calls) expect((await send(call)).data.accepted).toEqual(call.resent);
      expect(await everyAnswer('hk.owner')).toEqual(before);
    });

    test('every report reads from its roll-ups what the raw facts give, before and after a resend', async () => {
      const hk = shops.central.companyId;
      const everyShop = { companies: [hk], shops: 'all' as const };
      const scopes = [
        everyShop,
        { companies: [hk], shops: [shops.santaMonica.shopId, shops.central.shopId] },
      ];
      for (const name of ROLLUP_REPORTS) {
        const declared = reports.find((each) => each.name === name);
        for (const part of declared?.parts ?? []) {
          const fact = REPORT_FACTS[part.fact];
          const statements = fact ? compileStatements(fact, part, { ...everyShop, ...RANGE }) : [];
          const raw = statements.some((statement) => statement.via === 'raw');
          // Distinct feedback by what disappointed it adds up in no roll-up.
          expect([name, part.name, raw]).toEqual([name, part.name, part.name === 'byDissatisfaction']);
        }
      }
      const differences = async () => {
        const found: string[] = [];
        for (const declared of reports)
          for (const scope of scopes)
            for (const range of ROLLUP_RANGES) {
              const ask = { ...scope, ...range, english: false, compare: 'lastWeek' as const };
              const fast = await runReport(api.db, REPORT_FACTS, declared, ask);
              const raw = await runReport(api.db, REPORT_FACTS, declared, ask, { raw: true });
              if (JSON.stringify(fast) !== JSON.stringify(raw))
                found.push(`${declared.name} ${range.from}..${range.to} ${JSON.stringify(scope.shops)}`);
            }
        return found;
      };
      expect(await differences()).toEqual([]);
      for (const call of calls) expect((await send(call)).data.accepted).toEqual(call.resent);
      expect(await differences()).toEqual([]);
    });

    test('a key of another shop is refused and writes nothing', async () => {
      const before = await everyAnswer('hk.owner');
      for (const path of Object.keys(STORED) as Call['path'][]) {
        const first = calls.find((call) => call.path === path);
        if (!first) throw new Error(`no call of ${path}`);
        const { id } = INGEST_CALLS[path];
        const elsewhere = {
          ...first,
          payloads: first.payloads.map((payload, i) => ({
            ...payload,
            [id]: `X-${first.accepted[i]?.[id]}`,
          })),
        };
        for (const key of [keys.causeway, keys.mongKok]) {
          const answer = await send(elsewhere, key);
          expect([path, answer.status, answer.msgEn]).toEqual([
            path,
            PosStatus.posKeyOtherShop.code,
            expect.stringMatching(/another shop/),
          ]);
        }
        const { rows } = await api.db.query(`SELECT 1 FROM ${STORED[path]} LIKE 'X-%'`);
        expect([path, rows]).toEqual([path, []]);
      }
      expect(await everyAnswer('hk.owner')).toEqual(before);
    });

    test("another company's manager sees his own sales only, none of these", async () => {
      const kowloon = shops.mongKok.companyId;
      const own = await reconcile('kowloon.owner', { companyId: kowloon, ...RANGE }, true);
      expect(own.problems).toEqual([]);
      const refused = await api.callAs('kowloon.owner', 'PUT', '/report/home', {
        ...RANGE,
        shopIds: [shops.central.shopId],
      });
      expect(refused.errors?.map((error) => error.field)).toEqual(['shopIds']);
    });
  },
  { config: { timeZone: DEPLOYMENT_ZONE } },
);
