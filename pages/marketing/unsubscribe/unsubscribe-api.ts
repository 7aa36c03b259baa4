// The unsubscribe page's calls, without a session (docs/api.md "Unsubscribe"): what its link names,
// and the withdrawal its button asks for. The page shows every failure itself, so no call raises a
// global notice.
import { api } from '../../../engine/client';
import type { UnsubscribeView } from '../../../protocol/consent';

const path = (token: string) => `/public/unsubscribe/${encodeURIComponent(token)}`;
const quiet = { notify: false } as const;

export async function readUnsubscribe(token: string): Promise<UnsubscribeView> {
  return (await api.get<UnsubscribeView>(path(token), undefined, quiet)).data;
}

export async function unsubscribe(token: string): Promise<UnsubscribeView> {
  return (await api.post<UnsubscribeView>(path(token), {}, quiet)).data;
}
