// What a run sends, made once per run from the message it kept when it started (issue 25 items 1
// and 4): the email compiled once (the template's cached version, or the task's own text), the SMS
// and wallet text compiled once; then each batch's messages rendered with the members' values read in
// one query, the coupon granted, and the unsubscribe link every message carries (UEMO): in an email
// its footer link and RFC 8058's one-click headers, in an SMS the opt-out line.
import type { Template } from 'liquidjs';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type Messages,
  type Queryable,
  type SystemRecords,
} from '../../../engine/server';
import type { ServerConfig } from '../../config';
import { plainTextHtml } from '../../mail/mail-texts';
import { heldCouponCode } from '../../../protocol/held-coupons';
import { safeLiquid } from '../../safe-liquid';
import { smsSegments } from '../sms-segments';
import { UNSUBSCRIBE_PAGE_PATH } from '../../../protocol/consent';
import { listUnsubscribeHeaders, oneClickUrl, unsubscribeUrl } from '../consent/unsubscribe-link';
import { optOutFooter } from '../sms/sms-opt-out';
import { compileEmail, renderEmail, type CompiledEmail, type MergeValues } from '../templates/email-render';
import { memberMergeValues } from '../templates/merge-values';
import { templateCache } from '../templates/template-cache';
import { membersRelation } from '../recipients';
import type { MarketingChannel, MessageDraft } from '../task-record';
import type { Claimed } from './claim-batch';
import type { Outgoing, Unwritten } from './delivery';
import { grantRunCoupons } from './run-coupons';
import { sendTaskOf, type RunKey } from './run-key';
import type { Composer } from './run-sender';

/** The longest SMS a provider takes (Twilio: 1,600 characters), and the reason of one past it. */
const SMS_LONGEST = 1600;
const SMS_TOO_LONG = 'smsTooLong';
/** The most credits one send record may hold (migration 0053). */
const MOST_SEGMENTS = 100;

/** The Liquid of plain-text messages (SMS, wallet, subjects). */
export const textLiquid = safeLiquid();
/** What stands for a coupon's code before it is granted: the longest a code can be. */
export const LONGEST_CODE = heldCouponCode(Number.MAX_SAFE_INTEGER);

const renderText = async (template: Template[], values: MergeValues) =>
  String(await textLiquid.render(template, values)).trim();

/** An SMS as it leaves: the text with the member's values, and the opt-out line under it. */
export const renderSms = async (template: Template[], values: MergeValues, footer: string): Promise<string> =>
  `${await renderText(template, values)}\n${footer}`;

export interface ComposerParts {
  records: SystemRecords;
  config: ServerConfig;
  messages: Messages;
  zoneOf(q: Queryable, companyId: number): Promise<string>;
}

interface Address {
  id: number;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
}

const languageOf = (draft: MessageDraft): Language => (draft.smsLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE);

/** The phone as a provider can read it: with its country code where it was stored apart. */
const dialled = ({ phone, countryCode }: Address): string =>
  phone?.trim().startsWith('+') || !countryCode ? (phone ?? '') : `${countryCode}${phone ?? ''}`;

async function compiledEmail(
  records: SystemRecords,
  run: RunKey,
  draft: MessageDraft,
): Promise<CompiledEmail> {
  const subject = draft.subject ?? '';
  const template = draft.templateId ? await records.find('emailTemplate', draft.templateId) : undefined;
  if (!template || template.companyId !== run.companyId)
    return compileEmail({ subject, content: plainTextHtml(draft.content ?? '') });
  const saved = { subject: String(template.subject ?? ''), content: String(template.content ?? '') };
  // The task's own subject stands over the template's; the cache keeps the template's as saved.
  if (subject && subject !== saved.subject) return compileEmail({ subject, content: saved.content });
  return templateCache.compiled({
    companyId: run.companyId,
    id: template.id,
    version: Number(template.version),
    ...saved,
  });
}

/** The members' addresses, as they are now. */
async function readAddresses(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  ids: readonly number[],
): Promise<Address[]> {
  const { rows } = await q.query<Address>(
    `SELECT m.id, m.email, m.phone, m."countryCode" FROM ${membersRelation(records)} m
      WHERE m.company_id = $1 AND m.id = ANY($2::int[])`,
    [companyId, ids],
  );
  return rows;
}

/** The message the run kept when it started. */
export async function runDraft(q: Queryable, run: RunKey): Promise<MessageDraft> {
  const { rows } = await q.query<{ message: MessageDraft }>(
    'SELECT message FROM marketing_run WHERE company_id = $1 AND task_id = $2 AND occurrence = $3',
    [run.companyId, run.taskId, run.occurrence],
  );
  const message = rows[0]?.message;
  if (!message) throw new Error(`no marketing run ${sendTaskOf(run)} ${run.occurrence}`);
  return message;
}

/** The run's composer, writing what the run kept. */
export async function makeComposer(parts: ComposerParts, q: Queryable, run: RunKey): Promise<Composer> {
  return composerFor(parts, q, run, await runDraft(q, run));
}

/**
 * A composer of `draft` for the run; a preview goes to its own address, grants no coupon (a code's
 * stand-in shows where it goes) and writes nothing.
 */
export async function composerFor(
  parts: ComposerParts,
  q: Queryable,
  run: RunKey,
  draft: MessageDraft,
  preview: { to: string } | null = null,
): Promise<Composer> {
  const { config, messages } = parts;
  // Read within `q`: a run's costs are made inside the transaction that starts it.
  const records = parts.records.within(q);
  const language = languageOf(draft);
  const zone = await parts.zoneOf(q, run.companyId);
  const company = await records.find('company', run.companyId);
  const senderName = String(company?.name ?? '');
  const email = draft.channels.includes('email') ? await compiledEmail(records, run, draft) : null;
  const text: Template[] = textLiquid.parse(draft.content ?? '');
  const subject: Template[] = textLiquid.parse(draft.subject ?? '');
  const footer = optOutFooter(messages, language);
  const unsubscribeLabel = messages.t(language, 'marketing:mail.unsubscribe');
  const host = new URL(config.publicUrl).hostname;

  async function one(
    channel: MarketingChannel,
    address: Address,
    values: MergeValues,
  ): Promise<Outgoing | null> {
    const target = { companyId: run.companyId, memberId: address.id, channel };
    const sendKey = `${sendTaskOf(run)}.${run.occurrence}.${channel}.${address.id}`;
    const common = {
      companyId: run.companyId,
      memberId: address.id,
      sendKey,
      senderName,
      language,
      headers: {},
    };
    if (channel === 'email') {
      const to = preview?.to ?? address.email;
      if (!email || !to) return null;
      // A preview's link must not unsubscribe the member it was written for.
      const link = preview
        ? `${config.publicUrl}${UNSUBSCRIBE_PAGE_PATH}preview`
        : unsubscribeUrl(config, target);
      const mail = await renderEmail(email, { ...values, unsubscribeUrl: link });
      const escapedLink = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      return {
        ...common,
        address: to,
        subject: mail.subject,
        html: `${mail.html}<p><a href="${escapedLink}">${plainTextHtml(unsubscribeLabel)}</a></p>`,
        text: `${mail.text}\n\n${unsubscribeLabel}: ${link}`,
        headers: {
          ...listUnsubscribeHeaders(oneClickUrl(config, target)),
        },
        messageId: `<${sendKey.replace(':', '-')}.${run.companyId}@${host}>`,
      };
    }
    if (channel === 'sms') {
      if (!address.phone) return null;
      const body = await renderSms(text, values, footer);
      if (body.length > SMS_LONGEST) throw new Error(SMS_TOO_LONG);
      return { ...common, address: dialled(address), subject: '', text: body, html: '' };
    }
    return {
      ...common,
      address: String(address.id),
      subject: await renderText(subject, values),
      text: await renderText(text, values),
      html: '',
    };
  }

  return {
    async compose(tx: Queryable, channel: MarketingChannel, claimed: readonly Claimed[]) {
      const ids = claimed.map((message) => message.memberId);
      const [addresses, values, codes] = await Promise.all([
        readAddresses(tx, records, run.companyId, ids),
        memberMergeValues(tx, records, run.companyId, ids, { region: config.region, language }),
        draft.memberCouponId && !preview
          ? grantRunCoupons(tx, records, run, draft.memberCouponId, ids, zone)
          : Promise.resolve(new Map<number, string>()),
      ]);
      const composed = new Map<number, Outgoing | Unwritten>();
      for (const address of addresses) {
        const memberValues = {
          ...values.get(address.id),
          couponCode: codes.get(address.id) ?? (preview && draft.memberCouponId ? LONGEST_CODE : ''),
        };
        // One member's message that cannot be written (a template run past its limits with his
        // values) fails alone, with its reason; the batch goes on.
        try {
          const message = await one(channel, address, memberValues);
          if (message) composed.set(address.id, message);
        } catch (error) {
          composed.set(address.id, {
            failed: String(error instanceof Error ? error.message : error).slice(0, 500),
          });
        }
      }
      return composed;
    },
    async costs(tx: Queryable, channel: MarketingChannel, ids: readonly number[]) {
      if (channel !== 'sms') return new Map(ids.map((id) => [id, channel === 'email' ? 1 : 0]));
      // Before its coupon is granted, the longest code a coupon can have stands in for it.
      const values = await memberMergeValues(tx, records, run.companyId, ids, {
        region: config.region,
        language,
      });
      const costs = new Map<number, number>();
      for (const id of ids) {
        const body = await renderSms(text, { ...values.get(id), couponCode: LONGEST_CODE }, footer);
        // Held to the record's bound: a text past the longest is failed at its sending, not charged.
        costs.set(id, Math.min(smsSegments(body).segments, MOST_SEGMENTS));
      }
      return costs;
    },
  };
}
