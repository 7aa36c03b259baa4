// VIP (issue 24 item 5): the company's offer and reminder are declared settings records
// (schemas/members vip-settings.json, vip-renewal-reminder.json); this brings what they cannot say:
// the renewal from a member's balance (vip-renew-plugin.ts), his VIP suspended by staff with a
// confirmation (vip-suspend-plugin.ts), his VIP ended once his VIP-until passes
// (vip-expiry-job.ts), the reminder mailed before it does (vip-reminder-job.ts), and the reminder's
// templates held to Liquid as they are saved. Its jobs are defined here, with the routes, since the
// reminder sends through the app's mailer, which a module's setup is not handed.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../app-module';
import { reminderHooks } from './reminder-hooks';
import { VIP_EXPIRY_JOB, vipExpiry } from './vip-expiry-job';
import { VIP_REMINDER_JOB, vipReminders } from './vip-reminder-job';
import vipRenewPlugin from './vip-renew-plugin';
import vipSuspendPlugin from './vip-suspend-plugin';

const vipPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { kit, records, mailer, config } = context;
  kit.hooks('vipRenewalReminder', reminderHooks);
  const expiry = vipExpiry(records, config.timeZone);
  kit.job(VIP_EXPIRY_JOB, expiry.handler, expiry.options);
  const reminders = vipReminders(records, mailer, config.timeZone);
  kit.job(VIP_REMINDER_JOB, reminders.handler, reminders.options);
  await app.register(vipRenewPlugin, context);
  await app.register(vipSuspendPlugin, context);
};

export default vipPlugin;
