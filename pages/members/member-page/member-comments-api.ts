// The member's comment calls (docs/api.md "Comments"): his visits he may comment on, and his
// comment on one, under his page's token; the page tells every failure itself.
import { api } from '../../../engine/client';
import type { CommentableVisit, MemberCommentBody } from '../../../protocol/comments';
import { MEMBER_TOKEN_HEADER } from '../../../protocol/member-page';

const as = (token: string) => ({ notify: false, headers: { [MEMBER_TOKEN_HEADER]: token } }) as const;

export async function readCommentableVisits(token: string): Promise<CommentableVisit[]> {
  return (await api.put<CommentableVisit[]>('/member-page/comments/visits', {}, as(token))).data;
}

export async function sendComment(token: string, body: MemberCommentBody): Promise<void> {
  await api.post<{ id: number }>('/member-page/comments', body, as(token));
}
