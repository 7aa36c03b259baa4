// POST /member/adjustment: a restaurant's edit of a member's balance or points (business §3
// "restaurant edit"), posted to the ledger against the company's edits account with its reason and
// author, never written over the holding. The member is found within the caller's reach, so another
// company's member is not found; the key makes a retried call move nothing.
import type { FastifyPluginAsync } from 'fastify';
import { bodySchema, BusinessError, callerKeySchema, filledString, ok, ROW_ID } from '../../engine/server';
import { Status } from '../../engine/protocol';
import {
  ADJUSTED_HOLDINGS,
  MAX_ADJUSTMENT,
  type MemberAdjustment,
  type MemberAdjustmentBody,
} from '../../protocol/member-adjustment';
import type { ModuleContext } from '../app-module';
import { membersInReach } from './member-in-reach';
import { memberLedger } from './member-ledger';

export const MEMBERS_ADJUST_PRIVILEGE = 'members_adjust';

const BODY = bodySchema(
  {
    id: ROW_ID,
    holding: { type: 'string', enum: [...ADJUSTED_HOLDINGS], title: 'members:fields.adjustedUnit' },
    amount: {
      type: 'integer',
      minimum: -MAX_ADJUSTMENT,
      maximum: MAX_ADJUSTMENT,
      title: 'members:fields.adjustedAmount',
    },
    reason: filledString(200, 'members:fields.adjustmentReason'),
    key: callerKeySchema('members:fields.requestKey'),
  },
  ['id', 'holding', 'amount', 'reason', 'key'],
);

const COUNTER_ACCOUNT = { balance: 'storedValueEdits', points: 'pointsEdits' } as const;

const memberAdjustmentPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { db } = context;
  membersInReach(context).post<MemberAdjustmentBody>(
    app,
    '/member/adjustment',
    MEMBERS_ADJUST_PRIVILEGE,
    BODY,
    async ({ body: { id, holding, amount, reason, key }, companyId, by }) => {
      if (amount === 0)
        throw new BusinessError(Status.invalidInput, {}, [
          { field: 'amount', key: 'members:messages.amountNotZero', label: 'members:fields.adjustedAmount' },
        ]);
      const posted = await memberLedger.postTogether(db, {
        companyId,
        // The dashboard's keys apart from the tills' (pos-member-plugin.ts).
        key: `edit:${key}`,
        postings: [
          { account: holding, member: id, amount, type: 'restaurantEdit' },
          { account: COUNTER_ACCOUNT[holding], amount: -amount, type: 'restaurantEdit' },
        ],
        by,
        source: { kind: 'member', id: String(id) },
        reason: reason.trim(),
      });
      const holdings = await memberLedger.holdings(db, companyId, id);
      return ok<MemberAdjustment>({
        transactionId: posted.transactionId,
        replayed: posted.replayed,
        balance: holdings.balance ?? 0,
        points: holdings.points ?? 0,
      });
    },
  );
};

export default memberAdjustmentPlugin;
