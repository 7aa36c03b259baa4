// The marketing history's calls (business §2 `marketing_history`, issue 25 item 5, docs/api.md):
// PUT /marketing/history answers a page of runs with their figures, /marketing/history/daily the
// messages sent each day, /marketing/history/export starts the same list's export. Each is the
// page's, over one company the caller reaches (callerCompany): its days in that company's calendar.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  actorOf,
  allow,
  bodySchema,
  invalid,
  ok,
  pageOf,
  PAGING_PROPERTIES,
  ROW_ID,
} from '../../../engine/server';
import {
  RUN_KINDS,
  RUN_STATUSES,
  type HistoryDay,
  type HistoryPage,
  type HistoryPageQuery,
  type HistoryQuery,
} from '../../../protocol/marketing-history';
import type { ModuleContext } from '../../app-module';
import { callerCompany } from '../../caller-company';
import { callerLanguage } from '../../caller-language';
import { zoneOf } from '../../members/coupon-distribution';
import { defineHistoryExport, EXPORT_COLUMNS, HISTORY_EXPORT, HISTORY_PAGE } from './history-export';
import { historyDays, historyPage, type HistoryFilter } from './history-runs';

export const HISTORY_PATH = '/marketing/history';

/** The longest range one question reads: a year, leap day included (a day's chart bar each). */
const MAX_SPAN_DAYS = 366;
const DAY = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 };
const label = (field: string) => `marketingHistory:filters.${field}`;

const FILTER_PROPERTIES = {
  companyId: { ...ROW_ID, title: label('company') },
  from: { ...DAY, title: label('from') },
  to: { ...DAY, title: label('to') },
  taskId: { type: 'integer', minimum: 0, maximum: 2_147_483_647, title: label('task') },
  status: { type: 'string', enum: [...RUN_STATUSES], title: label('status') },
};
const PAGE_BODY = bodySchema({ ...FILTER_PROPERTIES, ...PAGING_PROPERTIES }, ['from', 'to']);
const FILTER_BODY = bodySchema(FILTER_PROPERTIES, ['from', 'to']);

const dayNumber = (day: string): number | undefined => {
  const at = Date.parse(`${day}T00:00:00Z`);
  // 2026-02-30 parses to another day, or not at all: either is not a day of the calendar.
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? undefined : at / 86_400_000;
};

/** The range's problems, each naming its field. */
function checkRange({ from, to }: HistoryQuery): void {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const problem = (field: string, key: string, params?: Record<string, number>) => ({
    field,
    key,
    label: label(field),
    ...(params ? { params } : {}),
  });
  if (start === undefined) throw invalid([problem('from', 'validation:date')]);
  if (end === undefined) throw invalid([problem('to', 'validation:date')]);
  if (start > end) throw invalid([problem('to', 'validation:range')]);
  if (end - start + 1 > MAX_SPAN_DAYS)
    throw invalid([problem('to', 'validation:spanDays', { limit: MAX_SPAN_DAYS })]);
}

const historyPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db, records, config, messages, kit } = context;
  defineHistoryExport(kit);
  const screen = allow({ kind: 'page', page: HISTORY_PAGE });

  /** The question's filter over the caller's company, once it is a good one. */
  async function filterOf(request: FastifyRequest<{ Body: HistoryQuery }>): Promise<HistoryFilter> {
    const { companyId: named, from, to, taskId, status } = request.body;
    const companyId = callerCompany(actorOf(request), named, label('company'));
    checkRange(request.body);
    return {
      companyId,
      from,
      to,
      zone: await zoneOf(db, records, companyId, config.timeZone),
      ...(taskId === undefined ? {} : { taskId }),
      ...(status === undefined ? {} : { status }),
    };
  }

  app.put<{ Body: HistoryPageQuery }>(
    HISTORY_PATH,
    { ...screen, schema: { body: PAGE_BODY } },
    async (request) => {
      const filter = await filterOf(request);
      const page = pageOf(request.body as unknown as Record<string, unknown>);
      return ok<HistoryPage>(await historyPage(db, filter, page));
    },
  );

  app.put<{ Body: HistoryQuery }>(
    `${HISTORY_PATH}/daily`,
    { ...screen, schema: { body: FILTER_BODY } },
    async (request) => ok<HistoryDay[]>(await historyDays(db, await filterOf(request))),
  );

  app.put<{ Body: HistoryQuery }>(
    `${HISTORY_PATH}/export`,
    { ...screen, schema: { body: FILTER_BODY } },
    async (request) => {
      const filter = await filterOf(request);
      const language = callerLanguage(request);
      const word = (key: string) => messages.t(language, key);
      // A channel's tally is `email.sent`: a nested key of the same name.
      const headers = Object.fromEntries(
        EXPORT_COLUMNS.map(({ key }) => [key, word(`marketingHistory:columns.${key}`)]),
      );
      const values = Object.fromEntries([
        ...RUN_KINDS.map((kind) => [`kind.${kind}`, word(`marketingHistory:kinds.${kind}`)]),
        ...RUN_STATUSES.map((status) => [`status.${status}`, word(`marketingHistory:statuses.${status}`)]),
      ]);
      const actor = actorOf(request);
      const jobId = await db.transaction((tx) =>
        app.jobs.startJob(tx, {
          kind: HISTORY_EXPORT,
          payload: { filter, texts: { sheet: word('marketingHistory:export.sheet'), headers, values } },
          companyId: filter.companyId,
          shopId: null,
          createdBy: actor.userId,
        }),
      );
      return ok({ jobId });
    },
  );
};

export default historyPlugin;
