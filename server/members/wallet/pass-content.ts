// What a member's pass shows on either platform, in the language he asked for it in: his name, his
// level, his points and his balance, and the code his page's QR carries (member-card.ts), so the till
// finds him from the pass as from his page; and his latest marketing messages (pass-messages.ts).
import type { Language, Messages, Queryable, SystemRecords } from '../../../engine/server';
import type { Region } from '../../../engine/schema';
import { memberCard } from '../member-card';
import { REGION_CURRENCY } from '../../region-currency';
import { couponsExpiringWithin } from './expiring-coupons';
import { shownMessages, type ShownMessage } from './pass-messages';
import type { Shown } from './wallet-passes';

export interface PassContent {
  memberId: number;
  /** What the barcode carries. */
  code: string;
  name: string;
  levelName: string | null;
  points: number;
  /** In cents. */
  balance: number;
  currency: string;
  /** His usable coupons expiring within the notice's days; null when the pass gives no notice. */
  expiringCoupons: number | null;
  /** His latest messages, newest first. */
  messages: ShownMessage[];
  /** What his messages are listed under, in his language. */
  messagesLabel: string;
  /** The labels, in his language. */
  label: (key: 'member' | 'level' | 'points' | 'balance' | 'description' | 'expiringCoupons') => string;
  shown: Shown;
}

export async function passContent(
  db: Queryable,
  records: SystemRecords,
  messages: Messages,
  region: Region,
  member: { companyId: number; memberId: number },
  language: Language,
  noticeDays: number | null,
): Promise<PassContent | undefined> {
  const [record] = await records.matching('member', { companyId: member.companyId }, {}, member.memberId);
  if (!record) return undefined;
  const card = await memberCard(db, records, record, language);
  return {
    memberId: card.id,
    code: card.code,
    name: card.nickname ?? card.code,
    levelName: card.levelName,
    points: card.points,
    balance: card.balance,
    currency: REGION_CURRENCY[region],
    expiringCoupons: noticeDays === null ? null : await couponsExpiringWithin(db, member, noticeDays),
    messages: await shownMessages(db, member),
    messagesLabel: messages.t(language, 'wallet:passMessages.label'),
    label: (key) => messages.t(language, `wallet:pass.${key}`),
    shown: {
      points: card.points,
      balance: card.balance,
      levelId: typeof record.memberLevelId === 'number' ? record.memberLevelId : null,
    },
  };
}
