/**
 * @jest-environment node
 */
// A VIP renewal's dates by example: a month or a year from the later of today and his VIP-until,
// kept in the month at its end and across leap years; today as each company's zone has it, clocks
// changing included; when he stops being VIP and which VIP-until a reminder is about.
import {
  coveredFrom,
  remindedUntil,
  renewedUntil,
  stillVip,
  todayIn,
} from '../../../server/members/vip/vip-dates';

describe('a VIP renewal', () => {
  it('adds a calendar month or year to today when he is not VIP', () => {
    expect(renewedUntil('2026-11-29', null, 'monthly')).toBe('2026-12-29');
    expect(renewedUntil('2026-11-29', null, 'yearly')).toBe('2027-11-29');
    expect(renewedUntil('2026-12-15', null, 'monthly')).toBe('2027-01-15');
  });

  it('keeps a month end in the shorter month: 31 January and a month is the end of February', () => {
    expect(renewedUntil('2027-01-31', null, 'monthly')).toBe('2027-02-28');
    expect(renewedUntil('2028-01-31', null, 'monthly')).toBe('2028-02-29');
    expect(renewedUntil('2026-03-31', null, 'monthly')).toBe('2026-04-30');
    expect(renewedUntil('2026-08-31', null, 'monthly')).toBe('2026-09-30');
  });

  it('takes 29 February to 28 February in a common year', () => {
    expect(renewedUntil('2028-02-29', null, 'yearly')).toBe('2029-02-28');
    expect(renewedUntil('2027-02-28', null, 'yearly')).toBe('2028-02-28');
    expect(renewedUntil('2028-02-29', null, 'monthly')).toBe('2028-03-29');
  });

  it('adds to the days he holds while his VIP-until has not passed, from today once it has', () => {
    expect(coveredFrom('2026-11-29', '2026-12-31')).toBe('2027-01-01');
    expect(renewedUntil('2026-11-29', '2026-12-31', 'monthly')).toBe('2027-01-31');
    expect(renewedUntil('2026-11-29', '2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(coveredFrom('2026-11-29', '2026-11-29')).toBe('2026-11-30');
    expect(renewedUntil('2026-11-29', '2026-11-29', 'monthly')).toBe('2026-12-29');
    expect(coveredFrom('2026-11-29', '2026-11-01')).toBe('2026-11-29');
    expect(renewedUntil('2026-11-29', '2026-11-01', 'yearly')).toBe('2027-11-29');
  });

  it('never loses a month’s end along a chain of renewals', () => {
    // 31 January, then the end of each month after.
    const chain = ['2027-01-31'];
    for (let n = 0; n < 3; n += 1) chain.push(renewedUntil('2027-01-01', chain.at(-1) ?? null, 'monthly'));
    expect(chain).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    // 28 February of a common year renewed yearly comes back to the 29th in a leap year.
    expect(renewedUntil('2031-01-01', '2031-02-28', 'yearly')).toBe('2032-02-29');
    expect(renewedUntil('2032-01-01', '2032-02-29', 'yearly')).toBe('2033-02-28');
  });
});

describe('the company’s day', () => {
  it('is the day of its own zone, not the server’s', () => {
    const instant = Date.parse('2026-11-29T16:30:00Z');
    expect(todayIn('Asia/Hong_Kong', instant)).toBe('2026-11-30');
    expect(todayIn('UTC', instant)).toBe('2026-11-29');
    expect(todayIn('America/Los_Angeles', Date.parse('2026-11-30T07:59:00Z'))).toBe('2026-11-29');
    expect(todayIn('Pacific/Kiritimati', Date.parse('2026-11-29T10:00:00Z'))).toBe('2026-11-30');
  });

  it('turns at midnight on the days the clocks change', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November.
    expect(todayIn('America/New_York', Date.parse('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/New_York', Date.parse('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', Date.parse('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', Date.parse('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe('his VIP status and reminder', () => {
  it('lasts through his VIP-until and ends the day after', () => {
    expect(stillVip('2026-11-29', '2026-11-29')).toBe(true);
    expect(stillVip('2026-11-29', '2026-12-01')).toBe(true);
    expect(stillVip('2026-11-30', '2026-11-29')).toBe(false);
  });

  it('is about the VIP-until days in advance, across months and leap days', () => {
    expect(remindedUntil('2026-11-25', 7)).toBe('2026-12-02');
    expect(remindedUntil('2028-02-27', 2)).toBe('2028-02-29');
    expect(remindedUntil('2026-12-31', 1)).toBe('2027-01-01');
    expect(remindedUntil('2026-01-01', 90)).toBe('2026-04-01');
  });
});
