// The member's own calls (docs/api.md "The member's own page"): his sign-in, then his card and his
// histories under the token it gave, sent in its own header, never as a staff session. The page shows
// every failure itself, so no call raises a global notice.
import { api } from '../../../engine/client';
import type { DetailListRow } from '../../../engine/protocol';
import {
  MEMBER_TOKEN_HEADER,
  type MemberCard,
  type MemberSignIn,
  type MemberSignInBody,
} from '../../../protocol/member-page';

const QUIET = { notify: false } as const;
const as = (token: string) => ({ ...QUIET, headers: { [MEMBER_TOKEN_HEADER]: token } });

export type HistoryKind = 'balance' | 'points';

export interface HistoryPage {
  rows: DetailListRow[];
  count: number;
}

export async function signInMember(body: MemberSignInBody): Promise<MemberSignIn> {
  return (await api.post<MemberSignIn>('/member-page/sign-in', body, QUIET)).data;
}

export async function signOutMember(token: string): Promise<void> {
  await api.post<null>('/member-page/sign-out', {}, as(token));
}

export async function readCard(token: string): Promise<MemberCard> {
  return (await api.get<MemberCard>('/member-page/card', undefined, as(token))).data;
}

export async function readHistory(
  token: string,
  kind: HistoryKind,
  pageNumber: number,
): Promise<HistoryPage> {
  const answer = await api.put<DetailListRow[]>(`/member-page/history/${kind}`, { pageNumber }, as(token));
  return { rows: answer.data, count: answer.count ?? answer.data.length };
}
