// How a call of the member's own page is let in (docs/api.md "The member's own page"): by his token
// in `X-Member-Token`, never a staff session, and only while he is still a live, active member of
// the company he signed in to, and that company still lets its members in (member-sign-in.ts). Checked once the body is read, so a body too deep is refused first,
// as on every call; a missing, ended or expired token is refused as an expired session is.
import type { FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import { allow, BusinessError } from '../../engine/server';
import type { ApiRecord, Queryable, SystemRecords } from '../../engine/server';
import { MEMBER_TOKEN_HEADER } from '../../protocol/member-page';
import { findMemberSession, type MemberSession } from './member-sessions';
import { membersMaySignIn } from './member-sign-in';

/** A call of his page: public to the staff's sessions, his token instead, as the OpenAPI document says. */
export const MEMBER_ROUTE = allow(
  { kind: 'public' },
  {
    credential: {
      name: 'memberToken',
      scheme: {
        type: 'apiKey',
        in: 'header',
        name: MEMBER_TOKEN_HEADER,
        description: 'members:memberPage.token',
      },
    },
  },
);

export interface SignedInMember {
  session: MemberSession;
  /** He himself, as a list reads him. */
  member: ApiRecord;
}

export interface MemberAuth {
  /** The route's `preValidation`: a caller without a working token is refused at once. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** The member the request's token signed in. */
  of(request: FastifyRequest): SignedInMember;
}

export function memberAuth(db: Queryable, records: SystemRecords): MemberAuth {
  const signedIn = new WeakMap<FastifyRequest, SignedInMember>();
  const refused = () => new BusinessError(Status.sessionExpired);
  return {
    async authenticate(request) {
      const token = request.headers[MEMBER_TOKEN_HEADER];
      const session =
        typeof token === 'string' && token !== '' ? await findMemberSession(db, token) : undefined;
      const [member] = session
        ? await records.matching('member', { companyId: session.companyId }, {}, session.memberId)
        : [];
      if (!session || !member || member.accountStatus === 'suspended') throw refused();
      if (!(await membersMaySignIn(records, session.companyId))) throw refused();
      signedIn.set(request, { session, member });
    },
    of(request) {
      const found = signedIn.get(request);
      if (!found) throw refused();
      return found;
    },
  };
}
