// The credits screen's calls (docs/api.md, server/members/message-credits-plugin.ts). A company's
// staff name no company (the server takes theirs); the platform names the one it chose. A failed
// read is told by the request layer; a top-up's failure is shown in its dialog instead.
import { api } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE } from '../../../engine/protocol';
import type {
  CreditChannel,
  CreditHistory,
  CreditTopUp,
  CreditTopUpBody,
  MessageCredits,
} from '../../../protocol/message-credits';

/** Whose credits a call asks: the company chosen, or none (undefined) for the caller's own. */
const whose = (companyId: number | undefined) => (companyId === undefined ? {} : { companyId });

export async function readCredits(companyId: number | undefined): Promise<MessageCredits> {
  return (await api.put<MessageCredits>('/member/credits', whose(companyId))).data;
}

export async function readCreditHistory(
  companyId: number | undefined,
  channel: CreditChannel,
  pageNumber: number,
): Promise<CreditHistory> {
  const body = { ...whose(companyId), channel, pageNumber, pageSize: DEFAULT_PAGE_SIZE };
  return (await api.put<CreditHistory>('/member/credits/history', body)).data;
}

export async function topUpCredits(body: CreditTopUpBody): Promise<CreditTopUp> {
  return (await api.post<CreditTopUp>('/member/credits/top-up', body, { notify: false })).data;
}
