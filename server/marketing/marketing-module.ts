// Marketing (business §2 /marketing, issue 25): email templates with merge fields, marketing tasks to
// a filtered group of members over email, SMS and wallet notifications, each message one send record
// written before it leaves, within the company's send management caps and paid from its message
// credits; the history of every run, the daily birthday run, and the members' consent with its
// one-click unsubscribe. The tasks and templates are declared (schemas/marketing); this module brings
// what a schema cannot say: the templates' checks and preview (templates/), the tasks' checks,
// schedule, estimate and preview (tasks/), the dispatcher that starts and sends the runs (runs/,
// dispatch-job.ts) through the channels (channels/, sms/), and consent (consent/).
import { defineModule } from '../app-module';
import { optOutPhone } from './consent/consent';
import { consentRoutes, setUpConsent } from './consent/consent-parts';
import { emailPort } from './channels/email-port';
import { smsPort } from './channels/sms-port';
import { walletPort } from './channels/wallet-port';
import { MARKETING_DISPATCH_JOB, serverDispatch } from './dispatch-job';
import { RECIPIENTS_SQL, SENT_SQL } from './tasks/task-progress';
import taskPlugin from './tasks/task-plugin';
import historyPlugin from './history/history-plugin';
import { taskHooks } from './tasks/task-hooks';
import smsInboundPlugin from './sms/sms-inbound-plugin';
import { smsProviderFrom } from './sms/sms-provider';
import { emailTemplateHooks } from './templates/email-template-hooks';
import { birthdayHooks } from './birthday-hooks';
import templatePreviewPlugin from './templates/preview-plugin';
import type { ChannelPort } from './runs/delivery';
import type { MarketingChannel } from './task-record';

export default defineModule('marketing', {
  setup(kit, setup) {
    setUpConsent(kit, setup);
    kit.hooks('emailTemplate', emailTemplateHooks);
    kit.hooks('birthdayMarketing', birthdayHooks);
    // Its progress moves with every message: read as it is, never kept.
    kit.computed('marketingRecipients', RECIPIENTS_SQL, 'unwatched');
    kit.computed('marketingEmailSent', SENT_SQL('email'), 'unwatched');
    kit.computed('marketingSmsSent', SENT_SQL('sms'), 'unwatched');
  },
  async routes(app, context) {
    const { config, records, messages, mailer, db, jobs } = context;
    const sms = smsProviderFrom(config);
    const ports: Partial<Record<MarketingChannel, ChannelPort>> = {
      email: emailPort(mailer),
      wallet: walletPort(db),
      ...(sms ? { sms: smsPort(sms) } : {}),
    };
    context.kit.hooks(
      'marketingTask',
      taskHooks({
        records,
        messages,
        region: config.region,
        fallbackZone: config.timeZone,
        jobs,
        channels: new Set(Object.keys(ports) as MarketingChannel[]),
      }),
    );
    const dispatch = serverDispatch(context, ports);
    context.kit.job(MARKETING_DISPATCH_JOB, dispatch.handler, dispatch.options);
    await app.register(templatePreviewPlugin, context);
    await app.register(consentRoutes, context);
    await app.register(taskPlugin, context);
    await app.register(historyPlugin, context);
    if (config.twilio)
      await app.register(smsInboundPlugin, {
        authToken: config.twilio.authToken,
        publicUrl: config.publicUrl,
        onOptOut: async (phone, how) => {
          await optOutPhone(db, records, phone, 'smsReply', how);
        },
      });
  },
});
