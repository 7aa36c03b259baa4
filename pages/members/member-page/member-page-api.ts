// The member's own calls (docs/api.md "The member's own page"): the ways his restaurant lets him sign
// in, his sign-in with his password or a mailed code, then his card, his histories and his coupons
// under the token it gave, sent in its own header, never as a staff session. The page shows every
// failure itself, so no call raises a global notice.
import { api } from '../../../engine/client';
import type { DetailListRow } from '../../../engine/protocol';
import {
  MEMBER_TOKEN_HEADER,
  type MemberCard,
  type MemberCodeRequestBody,
  type MemberCodeSignInBody,
  type MemberSignIn,
  type MemberSignInBody,
  type MemberSignInMethod,
  type MemberSignInMethods,
} from '../../../protocol/member-page';
import type { HeldCouponFilter } from '../../../protocol/held-coupons';
import type { MemberStore, PageRedemptionBody, StoreRedemption } from '../../../protocol/points-store';
import type { EventEnrolment, EventSignUp, EventSignUpBody, MemberEvents } from '../../../protocol/events';

const QUIET = { notify: false } as const;
const as = (token: string) => ({ ...QUIET, headers: { [MEMBER_TOKEN_HEADER]: token } });

export type HistoryKind = 'balance' | 'points';

/** A page of one of his lists, and how many rows the whole list holds. */
export interface MemberListPage {
  rows: DetailListRow[];
  count: number;
}

export async function readSignInMethods(company: string): Promise<MemberSignInMethod[]> {
  const answer = await api.get<MemberSignInMethods>('/member-page/sign-in-methods', { company }, QUIET);
  return answer.data.methods;
}

export async function signInMember(body: MemberSignInBody): Promise<MemberSignIn> {
  return (await api.post<MemberSignIn>('/member-page/sign-in', body, QUIET)).data;
}

/** Answers alike whether or not a code went out: the server tells nobody who is a member. */
export async function askSignInCode(body: MemberCodeRequestBody): Promise<void> {
  await api.post<null>('/member-page/sign-in-code/request', body, QUIET);
}

export async function signInWithCode(body: MemberCodeSignInBody): Promise<MemberSignIn> {
  return (await api.post<MemberSignIn>('/member-page/sign-in-code', body, QUIET)).data;
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
): Promise<MemberListPage> {
  return listPage(`/member-page/history/${kind}`, { pageNumber }, token);
}

export async function readCoupons(
  token: string,
  filter: HeldCouponFilter,
  pageNumber: number,
): Promise<MemberListPage> {
  return listPage('/member-page/coupons', { filter, pageNumber }, token);
}

export async function readStore(token: string): Promise<MemberStore> {
  return (await api.put<MemberStore>('/member-page/store', {}, as(token))).data;
}

export async function redeemInStore(token: string, body: PageRedemptionBody): Promise<StoreRedemption> {
  return (await api.post<StoreRedemption>('/member-page/store/redeem', body, as(token))).data;
}

export async function readEvents(token: string): Promise<MemberEvents> {
  return (await api.put<MemberEvents>('/member-page/events', {}, as(token))).data;
}

export async function signUpForEvent(token: string, body: EventSignUpBody): Promise<EventSignUp> {
  return (await api.post<EventSignUp>('/member-page/events/sign-up', body, as(token))).data;
}

export async function cancelEventEnrolment(token: string, enrolmentId: number): Promise<EventEnrolment> {
  return (await api.post<EventEnrolment>('/member-page/events/cancel', { enrolmentId }, as(token))).data;
}

export async function readEnrolments(token: string): Promise<EventEnrolment[]> {
  const answer = await api.put<EventEnrolment[]>(
    '/member-page/events/enrolments',
    { pageSize: 50 },
    as(token),
  );
  return answer.data;
}

async function listPage(url: string, body: object, token: string): Promise<MemberListPage> {
  const answer = await api.put<DetailListRow[]>(url, body, as(token));
  return { rows: answer.data, count: answer.count ?? answer.data.length };
}
