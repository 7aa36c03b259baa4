// The staff board's calls (docs/api.md "Queues"). A failure is told by the request layer, except
// where the screen shows it itself (the walk-in form's fields, a confirmation dialog).
import { api } from '../../../engine/client';
import type { TenantChoice } from '../../../engine/client';
import type { BoardTicket, QueueBoard } from '../../../protocol/queue-answers';
import type { TicketAction } from '../../../protocol/queue-tickets';

const QUIET = { notify: false } as const;

export async function readBoard(tenant: TenantChoice): Promise<QueueBoard> {
  return (await api.put<QueueBoard>('/queue/board', tenant)).data;
}

export async function issueTicket(
  tenant: TenantChoice,
  party: { people: number; phone: string | null },
): Promise<BoardTicket> {
  return (await api.post<BoardTicket>('/queue/ticket', { ...tenant, ...party }, QUIET)).data;
}

export async function moveTicket(action: TicketAction, id: number, quiet = false): Promise<BoardTicket> {
  return (await api.put<BoardTicket>(`/queue/ticket/${action}`, { id }, quiet ? QUIET : {})).data;
}

/** A new address for the shop's queue page; the old one stops working for good. */
export async function recreateGuestToken(tenant: TenantChoice): Promise<string> {
  return (await api.put<{ guestToken: string }>('/queue/settings/token', tenant, QUIET)).data.guestToken;
}
