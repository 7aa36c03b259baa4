import type { FastifyRequest } from 'fastify';
import { AccountStatus } from '../../protocol/account-status';
import { BusinessError } from '../../engine/server';
import type { Queryable } from '../../engine/server';
import { findLiveLink, type AccountLink, type LinkPurpose } from '../auth/account-links';
import { recordFailure } from '../auth/login-throttle';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import type { ThrottlePolicy } from '../config';

/**
 * The live link a token opens, or "the link has expired" (business spec §8) whether it is unknown,
 * used or expired: to its reader they are one thing. Dead tokens count against the caller's
 * address only, so nobody can lock another person's link.
 */
export async function openLink(
  db: Queryable,
  policy: ThrottlePolicy,
  request: Pick<FastifyRequest, 'ip'>,
  purpose: LinkPurpose,
  token: string,
): Promise<AccountLink> {
  const keys = publicKeys(`${purpose}Link`, request.ip, request.ip);
  await refuseWhileLocked(db, keys);
  const link = token !== '' ? await findLiveLink(db, purpose, token) : undefined;
  if (link) return link;
  await recordFailure(db, keys, policy);
  throw new BusinessError(AccountStatus.linkExpired);
}
