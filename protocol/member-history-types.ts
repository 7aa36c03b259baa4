// The types of a member's history entries (business §3 "Balance history types", "Points history
// types"; points also expire): declared by the members' ledger (server/members/member-ledger.ts) and
// labelled wherever a history is shown (members:balanceTypes, members:pointsTypes).
export const BALANCE_TYPES = [
  'topUp',
  'dineIn',
  'takeAway',
  'deliveryPlatform',
  'topUpGift',
  'restaurantEdit',
  'renewVip',
  'itemPostage',
  'refund',
  'eventEnrollment',
] as const;

export const POINTS_TYPES = [
  'spending',
  'claim',
  'restaurantEdit',
  'topUpGift',
  'reserveOperation',
  'refund',
  'activitySignUp',
  'expiry',
] as const;
