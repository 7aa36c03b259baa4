// The count and the cost a task's form shows before it is saved (business §5 "check actual recipient
// count", "a per-person cost estimate is shown per channel"): the members the filter finds, those
// each channel reaches (consenting, with an address), what one message costs there (an SMS counted
// in segments: 160 or 153 GSM-7 characters, 70 or 67 UCS-2 ones; an email one credit; a wallet
// notification none) and the credits the company holds.
import { SqlParams, type Messages, type Queryable, type SystemRecords } from '../../engine/server';
import type { Region } from '../../engine/schema';
import type { ChannelEstimate, TaskEstimate } from '../../protocol/marketing';
import { creditBalances } from '../members/message-credits';
import { filterConditions, membersRelation, reachableSql } from './recipients';
import { LONGEST_CODE, renderSms, textLiquid } from './runs/run-composer';
import { optOutFooter } from './sms/sms-opt-out';
import { smsSegments } from './sms-segments';
import type { MarketingChannel, MessageDraft, RecipientFilter } from './task-record';
import { memberMergeValues } from './templates/merge-values';
import { DEFAULT_LANGUAGE } from '../../engine/server';

export interface EstimateParts {
  records: SystemRecords;
  messages: Messages;
  region: Region;
}

export type TaskDraft = MessageDraft & RecipientFilter;

async function counts(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  draft: TaskDraft,
  today: string,
) {
  const params = new SqlParams();
  const where = [`m.company_id = ${params.add(companyId)}`, ...filterConditions(draft, params, today)];
  const reach = draft.channels.map(
    (channel) => `count(*) FILTER (WHERE ${reachableSql(channel)})::int AS "${channel}"`,
  );
  const { rows } = await q.query<Record<string, number>>(
    `SELECT count(*)::int AS matching${reach.map((column) => `, ${column}`).join('')},
            min(m.id) FILTER (WHERE ${draft.channels.includes('sms') ? reachableSql('sms') : 'false'}) AS sample
       FROM ${membersRelation(records)} m WHERE ${where.join(' AND ')}`,
    params.values,
  );
  return rows[0] ?? { matching: 0 };
}

/** What one SMS of the draft costs, written for the first member it reaches (or for no one). */
async function smsPerPerson(
  q: Queryable,
  parts: EstimateParts,
  companyId: number,
  draft: TaskDraft,
  sample: number | null,
): Promise<number> {
  const language = draft.smsLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
  const values = sample
    ? await memberMergeValues(q, parts.records, companyId, [sample], { region: parts.region, language })
    : new Map();
  const body = await renderSms(
    textLiquid.parse(draft.content ?? ''),
    { ...values.get(sample ?? 0), couponCode: draft.memberCouponId ? LONGEST_CODE : '' },
    optOutFooter(parts.messages, language),
  );
  return smsSegments(body).segments;
}

export async function estimateTask(
  q: Queryable,
  parts: EstimateParts,
  companyId: number,
  draft: TaskDraft,
  today: string,
): Promise<TaskEstimate> {
  const found = await counts(q, parts.records, companyId, draft, today);
  const credits = await creditBalances(q, companyId);
  const channels: TaskEstimate['channels'] = {};
  for (const channel of draft.channels) {
    const perPerson: Record<MarketingChannel, () => Promise<number>> = {
      email: () => Promise.resolve(1),
      wallet: () => Promise.resolve(0),
      sms: () => smsPerPerson(q, parts, companyId, draft, found.sample ?? null),
    };
    const recipients = found[channel] ?? 0;
    const each = await perPerson[channel]();
    const estimate: ChannelEstimate = {
      recipients,
      perPerson: each,
      total: recipients * each,
      available: channel === 'wallet' ? null : credits[channel],
    };
    channels[channel] = estimate;
  }
  return { matching: found.matching ?? 0, channels };
}
