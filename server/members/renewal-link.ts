// A member's renewal link (business §3 "renewal link"): the address of his own page at his
// restaurant (`/member/<subdomain>`, pages/members/member-page), where he signs in to see and renew
// his membership; the operator sends it to him. Worked out as he is read, from the server's public
// address and his company's subdomain, so it follows a change of either.
import { recordRelation, type ComputedSql } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';
import { MEMBER_PAGE_PATH } from '../../protocol/member-page';

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function renewalLinkSql(publicUrl: string, company: ResourceSchema): ComputedSql {
  const prefix = literal(`${publicUrl.replace(/\/+$/, '')}${MEMBER_PAGE_PATH}`);
  return (row) =>
    `(SELECT ${prefix} || c.subdomain FROM ${recordRelation(company, ['subdomain'])} c
       WHERE c.id = ${row}.company_id AND c.subdomain IS NOT NULL)`;
}
