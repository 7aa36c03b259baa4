// The demo's merchant feedback (issue 26 item 3): what each demo company wrote to the platform, one
// question still waiting, one the platform has replied to, and one closed after its reply, written
// and moved through the resource engine's own create and actions, so each meets the hooks and audit
// a screen's call meets (the reply's time is its audit moment).
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { demoService } from './demo-service';

// The platform writing and replying for the demo: it reaches every company.
const SEEDER = systemActor('hk');

interface DemoFeedback {
  subject: string;
  content: string;
  /** The platform's reply, when it has given one; `finished` when the company closed it after. */
  reply?: string;
  finished?: true;
}

const FEEDBACK: DemoFeedback[] = [
  {
    subject: '報表匯出 Report export',
    content:
      '可否在銷售記錄匯出中加入每張訂單的服務員？ Could the sales records export show each order’s server?',
  },
  {
    subject: '打印機設定 Printer settings',
    content: '廚房單如何打印兩份？ How do we print the kitchen ticket twice for the grill station?',
    reply: '在打印設定中把廚房打印份數設為 2。 Set the kitchen copies to 2 in the printing settings.',
  },
  {
    subject: '會員積分 Member points',
    content: '積分到期日可以延長嗎？ Can the points expiry be extended?',
    reply: '可以，在會員設定中修改積分有效期。 Yes: change the points validity in the member settings.',
    finished: true,
  },
];

export async function seedMerchantFeedback(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  companyIds: Map<string, number>,
): Promise<void> {
  const resource = schemas.byName.get('merchantFeedback');
  if (!resource) throw new Error('demo feedback: no resource merchantFeedback');
  const actions = resource.stateMachine?.actions ?? {};
  const service = demoService(db, schemas).within(tx);
  const act = async (name: string, id: number, input: Record<string, unknown> = {}) => {
    const action = actions[name];
    if (!action) throw new Error(`demo feedback: no action ${name}`);
    await service.transition(resource, name, action, SEEDER, { id, ...input });
  };
  for (const companyId of companyIds.values()) {
    for (const { subject, content, reply, finished } of FEEDBACK) {
      const made = await service.createWithin(tx, resource, SEEDER, { subject, content, companyId });
      if (reply) await act('reply', made.id, { reply });
      if (finished) await act('finish', made.id);
    }
  }
}
