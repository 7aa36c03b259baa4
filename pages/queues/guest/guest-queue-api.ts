// The guest's queue calls, without a session (docs/api.md "Queues"). The page shows every failure
// itself, so no call raises a global notice.
import { api } from '../../../engine/client';
import type { GuestQueueInfo, GuestTicket, TakenTicket } from '../../../protocol/queue-answers';

const QUIET = { notify: false } as const;
const segment = encodeURIComponent;

export async function readGuestQueue(token: string): Promise<GuestQueueInfo> {
  return (await api.get<GuestQueueInfo>(`/public/queue/${segment(token)}`, undefined, QUIET)).data;
}

export async function takeTicket(
  token: string,
  party: { people: number; phone: string | null },
): Promise<TakenTicket> {
  return (await api.post<TakenTicket>(`/public/queue/${segment(token)}/ticket`, party, QUIET)).data;
}

export async function readGuestTicket(guestToken: string): Promise<GuestTicket> {
  return (await api.get<GuestTicket>(`/public/queue/ticket/${segment(guestToken)}`, undefined, QUIET)).data;
}

export async function cancelGuestTicket(guestToken: string): Promise<GuestTicket> {
  return (await api.put<GuestTicket>(`/public/queue/ticket/${segment(guestToken)}/cancel`, {}, QUIET)).data;
}

/** The page's live stream: the shop's tickets changed, so the queues and the held number are read again. */
export const guestQueueLiveUrl = (token: string): string => `/pro-api/public/queue/${segment(token)}/live`;
