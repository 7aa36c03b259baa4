// How the sales reports class a member's order (member-sales-rules.ts): new within his first 30 days
// as a member, to the millisecond, and VIP on the order's day while his VIP-until has not passed.
import {
  isNewMember,
  NEW_MEMBER_DAYS,
  newMemberSql,
  vipOn,
  vipOnSql,
} from '../../../server/membership-analysis/member-sales-rules';

const signedUp = Date.parse('2026-02-20T10:00:00+08:00');
const DAY = 86_400_000;

describe('a new member’s orders', () => {
  it.each([
    ['an order the day he signs up', signedUp + 60_000, true],
    ['an order before his sign-up (a till sending late)', signedUp - DAY, true],
    ['the last moment of his 30th day', signedUp + NEW_MEMBER_DAYS * DAY - 1, true],
    ['30 days to the millisecond after', signedUp + NEW_MEMBER_DAYS * DAY, false],
    ['a year on', signedUp + 365 * DAY, false],
  ])('counts %s as new: %s', (_what, orderAt, expected) => {
    expect(isNewMember(signedUp, orderAt)).toBe(expected);
  });

  it('asks the same of SQL over the sign-up and the order’s moments', () => {
    expect(newMemberSql('m.created_at', 'o.closed_at')).toBe(
      `(o.closed_at < m.created_at + interval '${NEW_MEMBER_DAYS} days')`,
    );
  });
});

describe('a VIP on the order’s day', () => {
  it.each([
    [true, '2026-03-15', '2026-03-15', true],
    [true, '2026-03-15', '2026-03-16', false],
    [true, null, '2030-01-01', true],
    [false, '2026-03-15', '2026-03-01', false],
    [false, null, '2026-03-01', false],
  ])('VIP %s until %s is VIP on %s: %s', (vip, until, day, expected) => {
    expect(vipOn(vip, until, day)).toBe(expected);
  });

  it('reads a VIP without a flag as none in SQL', () => {
    expect(vipOnSql('m.vip', 'm.until', 'o.day')).toBe(
      '(COALESCE(m.vip, false) AND (m.until IS NULL OR m.until >= o.day))',
    );
  });
});
