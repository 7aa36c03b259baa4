// The ledger of the guests' side (business §3 "Balance history types", "Points history types"):
// each member's stored value (cents) and points, the company's own counter-accounts every movement
// is balanced against, and the message credits marketing will spend. Declared once here; events,
// top-ups, the points store and marketing post through it (docs/schemas.md "The ledger").
import { Ledger } from '../../engine/server';
import { BALANCE_TYPES, POINTS_TYPES } from '../../protocol/member-history-types';
import { CREDIT_ENTRY_TYPES } from '../../protocol/message-credits';

export const memberLedger = new Ledger({
  accounts: {
    balance: { unit: 'cents', holder: 'member', floor: 0 },
    points: { unit: 'points', holder: 'member', floor: 0, lots: true },
    // What members paid in (top-ups) and were given (top-up gifts), what they spent, what the
    // restaurant corrected by hand: each the mirror of the members' side, so it runs below zero.
    storedValueIssued: { unit: 'cents', holder: 'company', floor: null },
    storedValueGifted: { unit: 'cents', holder: 'company', floor: null },
    storedValueSpent: { unit: 'cents', holder: 'company', floor: null },
    storedValueEdits: { unit: 'cents', holder: 'company', floor: null },
    // What members paid from their balance for a store item's postage and for VIP.
    postageCollected: { unit: 'cents', holder: 'company', floor: null },
    vipSold: { unit: 'cents', holder: 'company', floor: null },
    // What members paid to sign up for events, in fees and in points (server/events).
    eventFeesCollected: { unit: 'cents', holder: 'company', floor: null },
    eventPointsCollected: { unit: 'points', holder: 'company', floor: null },
    pointsIssued: { unit: 'points', holder: 'company', floor: null },
    pointsRedeemed: { unit: 'points', holder: 'company', floor: null },
    pointsEdits: { unit: 'points', holder: 'company', floor: null },
    pointsExpired: { unit: 'points', holder: 'company', floor: null },
    // Message credits a company buys and its campaigns use up, never below zero.
    smsCredits: { unit: 'credits', holder: 'company', floor: 0 },
    emailCredits: { unit: 'credits', holder: 'company', floor: 0 },
    creditsBought: { unit: 'credits', holder: 'company', floor: null },
    creditsUsed: { unit: 'credits', holder: 'company', floor: null },
  },
  types: {
    cents: BALANCE_TYPES,
    points: POINTS_TYPES,
    credits: CREDIT_ENTRY_TYPES,
  },
  expiry: { account: 'pointsExpired', type: 'expiry' },
});

export type MemberLedgerAccount = keyof typeof memberLedger.declaration.accounts;
