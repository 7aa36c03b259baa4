// The demo companies' marketing (issue 25): message credits bought from the platform, send management
// a little faster than its defaults, three bilingual email templates, birthday marketing switched on,
// a weekly points reminder waiting for its Friday, and a send-now note to the VIPs that ran some days
// ago through the dispatcher's own start and sender (demo-marketing-run.ts), so the history and the
// tasks' progress read real send records. Seeded after the members and their orders
// (seed-demo-orders.ts), whose points the messages name; a company that has any template or task is
// left alone, so a second start adds nothing. The records go through the resource service as the
// screens write them; a task's schedule, which the server's task hooks write, is written here as they do.
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor, type Database } from '../../engine/server';
import { zoneOf } from '../members/coupon-distribution';
import { topUpCredits } from '../members/message-credits';
import type { MarketingTask } from '../marketing/task-record';
import { scheduleNext } from '../marketing/task-schedule';
import { addDays, minutesOf, zonedDate, zonedInstant } from '../../protocol/zoned-time';
import {
  DEMO_CREDITS,
  DEMO_CREDITS_REASON,
  DEMO_SEND_MANAGEMENT,
  demoBirthdaySettings,
  demoTemplates,
  vipNewDishesTask,
  weeklyPointsTask,
  type DemoTask,
  type DemoTemplateKey,
} from './demo-marketing-content';
import { runInThePast } from './demo-marketing-run';
import { demoService } from './demo-service';
import type { MemberSeedSettings } from './seed-members';

/** How many days ago, and at what time on the company's clock, the VIPs' note went out. */
const PAST_RUN_DAYS = 9;
const PAST_RUN_TIME = '11:30';

/** Seeds `companyId`'s marketing at `now` (ms). */
export async function seedDemoMarketing(
  db: Database,
  schemas: CheckedSchemas,
  companyId: number,
  settings: MemberSeedSettings,
  now: number,
): Promise<void> {
  const service = demoService(db, schemas);
  const actor = systemActor(settings.region);
  const records = service.system(settings.region);
  for (const resource of ['emailTemplate', 'marketingTask'])
    if ((await records.matching(resource, { companyId })).length > 0) return;
  const company = await records.find('company', companyId);
  const names = { name: String(company?.name ?? ''), name_en: String(company?.name_en ?? '') };
  for (const channel of ['email', 'sms'] as const)
    await topUpCredits(
      db,
      {
        companyId,
        channel,
        credits: DEMO_CREDITS[channel],
        reason: DEMO_CREDITS_REASON,
        key: `demo-starter-${channel}`,
      },
      null,
    );
  const zone = await zoneOf(db, records, companyId, settings.timeZone);
  const vipTask = await db.transaction(async (tx) => {
    const within = records.within(tx);
    const templates = new Map<DemoTemplateKey, { templateId: number; subject: string }>();
    for (const { key, ...template } of demoTemplates(names)) {
      const saved = await within.create('emailTemplate', { ...template, companyId });
      templates.set(key, { templateId: saved.id, subject: template.subject });
    }
    const sending = (key: DemoTemplateKey) => {
      const template = templates.get(key);
      if (!template) throw new Error(`demo marketing: no ${key} template`);
      return template;
    };
    const saveOne = (name: string, record: object) =>
      service.within(tx).saveOne(records.resource(name), actor, { ...record, companyId, version: 0 });
    await saveOne('sendManagement', DEMO_SEND_MANAGEMENT);
    await saveOne('birthdayMarketing', { ...demoBirthdaySettings(names), ...sending('birthday') });
    const create = async ({ template, record }: DemoTask) =>
      (await within.create('marketingTask', {
        ...record,
        ...sending(template),
        companyId,
      })) as unknown as MarketingTask;
    await scheduleNext(tx, await create(weeklyPointsTask(names)), zone, now);
    return create(vipNewDishesTask(names));
  });
  const day = addDays(zonedDate(now, zone), -PAST_RUN_DAYS);
  await runInThePast(
    db,
    records,
    vipTask,
    zonedInstant(day, minutesOf(PAST_RUN_TIME), zone),
    zone,
    settings.region,
  );
}
