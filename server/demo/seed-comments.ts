// The demo's comments (issue 26 item 2): a few guests' comments on each demo shop and on each
// company's first dishes and combo, in every moderation state, some with the staff's reply. They
// arrive as the server writes a guest's comment (no staff member), and are moved by the comments'
// own actions and reply, so each meets the hooks (the kept ratings among them) and the audit a
// screen's call meets. Deterministic: the same comments, a fixed number of days before the seeding.
import type { CheckedSchemas, ResourceSchema } from '../../engine/schema';
import { recordRelation, systemActor } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { demoService } from './demo-service';

const SEEDER = systemActor('hk');
const DAY = 86_400_000;

interface DemoComment {
  memberName: string;
  channel: 'memberPage' | 'pos';
  rating: number;
  content: string;
  /** Days before the seeding it was written. */
  daysAgo: number;
  /** The moderation actions taken since, in order. */
  actions: string[];
  reply?: string;
}

const BRANCH_COMMENTS: DemoComment[] = [
  {
    memberName: '陳小姐',
    channel: 'memberPage',
    rating: 5,
    content: '服務週到，環境舒適。 Attentive service and a comfortable room.',
    daysAgo: 6,
    actions: ['display', 'feature'],
    reply: '多謝支持，期待再見！ Thank you, we look forward to your next visit!',
  },
  {
    memberName: 'Mr Wong',
    channel: 'pos',
    rating: 4,
    content: 'Quick lunch, friendly staff.',
    daysAgo: 4,
    actions: ['display'],
  },
  {
    memberName: '李先生',
    channel: 'pos',
    rating: 2,
    content: '等位太耐。 The wait for a table was too long.',
    daysAgo: 3,
    actions: ['display'],
    reply: '抱歉令您久等，我們已增加午市人手。 Sorry for the wait: we have added lunch staff.',
  },
  {
    memberName: 'Spam Bot',
    channel: 'memberPage',
    rating: 1,
    content: 'Visit my website for cheap watches!!!',
    daysAgo: 2,
    actions: ['block'],
  },
  {
    memberName: '黃太',
    channel: 'memberPage',
    rating: 3,
    content: '味道不錯，但有點鹹。 Tasty, a little salty.',
    daysAgo: 1,
    actions: [],
  },
];

const ITEM_COMMENTS: DemoComment[] = [
  {
    memberName: 'Ms Lee',
    channel: 'memberPage',
    rating: 5,
    content: '必點！ A must-order!',
    daysAgo: 5,
    actions: ['display', 'feature'],
  },
  {
    memberName: '張生',
    channel: 'pos',
    rating: 4,
    content: '份量足。 A generous portion.',
    daysAgo: 3,
    actions: ['display'],
  },
  { memberName: 'Ka Yan', channel: 'pos', rating: 2, content: 'Served lukewarm.', daysAgo: 1, actions: [] },
];

function resourceOf(schemas: CheckedSchemas, name: string): ResourceSchema {
  const resource = schemas.byName.get(name);
  if (!resource) throw new Error(`demo comments: no resource ${name}`);
  return resource;
}

interface Item {
  kind: 'dish' | 'combo';
  id: number;
  name: string;
  companyId: number;
}

export async function seedComments(
  db: Database,
  tx: Queryable,
  schemas: CheckedSchemas,
  now = Date.now(),
): Promise<void> {
  const service = demoService(db, schemas).within(tx);
  const branch = resourceOf(schemas, 'branchComment');
  const dishCombo = resourceOf(schemas, 'dishComboComment');
  const shops = (
    await tx.query<{ id: number; companyId: number }>(
      `SELECT id, company_id AS "companyId" FROM ${recordRelation(resourceOf(schemas, 'shop'), [])} s ORDER BY id`,
    )
  ).rows;
  // Each company's first two dishes and first combo, by the names the menu gives them.
  const items = (
    await tx.query<Item>(
      `SELECT kind, id, name, "companyId" FROM (
         SELECT 'dish' AS kind, id, name, company_id AS "companyId",
                row_number() OVER (PARTITION BY company_id ORDER BY id) AS n
           FROM ${recordRelation(resourceOf(schemas, 'dish'), ['name'])} d
         UNION ALL
         SELECT 'combo', id, name, company_id, row_number() OVER (PARTITION BY company_id ORDER BY id)
           FROM ${recordRelation(resourceOf(schemas, 'comboDish'), ['name'])} c) i
        WHERE (kind = 'dish' AND n <= 2) OR (kind = 'combo' AND n = 1) ORDER BY "companyId", kind DESC, id`,
    )
  ).rows;

  const write = async (
    resource: ResourceSchema,
    comment: DemoComment,
    fields: Record<string, unknown>,
    n: number,
  ) => {
    const made = await service.createWithin(tx, resource, SEEDER, {
      ...fields,
      memberName: comment.memberName,
      channel: comment.channel,
      rating: comment.rating,
      content: comment.content,
      orderNo: `D${String(n).padStart(5, '0')}`,
      commentedAt: new Date(now - comment.daysAgo * DAY).toISOString(),
    });
    for (const name of comment.actions) {
      const action = resource.stateMachine?.actions[name];
      if (!action) throw new Error(`demo comments: no action ${name}`);
      await service.transition(resource, name, action, SEEDER, { id: made.id });
    }
    if (comment.reply) {
      const [current] = (await service.query(resource, SEEDER, { id: made.id })).rows;
      await service.modify(resource, SEEDER, {
        id: made.id,
        version: current?.version,
        reply: comment.reply,
      });
    }
  };

  let n = 0;
  for (const shop of shops)
    for (const comment of BRANCH_COMMENTS)
      await write(branch, comment, { companyId: shop.companyId, shopId: shop.id }, (n += 1));
  for (const item of items) {
    const shop = shops.find((candidate) => candidate.companyId === item.companyId);
    if (!shop) continue;
    for (const comment of ITEM_COMMENTS)
      await write(
        dishCombo,
        comment,
        {
          companyId: item.companyId,
          shopId: shop.id,
          targetType: item.kind,
          targetId: item.id,
          targetName: item.name,
        },
        (n += 1),
      );
  }
}
