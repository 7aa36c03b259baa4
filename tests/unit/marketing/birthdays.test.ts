/**
 * @jest-environment node
 */
// Whose birthday it is: the company's own calendar day at an instant (midnight in Hong Kong is still
// the day before in Los Angeles), and a date of birth's month and day, 29 February kept on
// 28 February in a common year.
import { isBirthday, localDate } from '../../../server/marketing/birthdays';

describe('the calendar day in a zone', () => {
  it('is the next day in Hong Kong at its midnight while Los Angeles is still on the day before', () => {
    const hongKongMidnight = new Date('2027-03-02T00:00+08:00');
    expect(localDate('Asia/Hong_Kong', hongKongMidnight)).toBe('2027-03-02');
    expect(localDate('America/Los_Angeles', hongKongMidnight)).toBe('2027-03-01');
    expect(localDate('UTC', hongKongMidnight)).toBe('2027-03-01');
    const aMinuteBefore = new Date('2027-03-01T23:59+08:00');
    expect(localDate('Asia/Hong_Kong', aMinuteBefore)).toBe('2027-03-01');
  });

  it('turns in Los Angeles at its own midnight, daylight saving or not', () => {
    expect(localDate('America/Los_Angeles', new Date('2027-03-02T00:00-08:00'))).toBe('2027-03-02');
    expect(localDate('America/Los_Angeles', new Date('2027-03-01T23:59-08:00'))).toBe('2027-03-01');
    expect(localDate('America/Los_Angeles', new Date('2027-07-02T00:00-07:00'))).toBe('2027-07-02');
    expect(localDate('America/Los_Angeles', new Date('2027-07-01T23:59-07:00'))).toBe('2027-07-01');
    expect(localDate('Asia/Hong_Kong', new Date('2027-07-02T00:00-07:00'))).toBe('2027-07-02');
  });
});

describe('a birthday', () => {
  it('is the same month and day, any year', () => {
    expect(isBirthday('1990-03-01', '2027-03-01')).toBe(true);
    expect(isBirthday('1990-03-01', '2027-03-02')).toBe(false);
    expect(isBirthday('1990-03-01', '2027-04-01')).toBe(false);
    expect(isBirthday('1990-12-31', '2028-12-31')).toBe(true);
  });

  it('of 29 February is kept on 28 February in a common year, on the 29th in a leap year', () => {
    expect(isBirthday('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthday('2000-02-29', '2027-03-01')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday('2000-02-29', '2100-02-28')).toBe(true); // 2100 is no leap year
    expect(isBirthday('2000-02-29', '2000-02-28')).toBe(false); // 2000 is one
  });

  it('of 28 February stays on the 28th, and 1 March on the 1st', () => {
    expect(isBirthday('1999-02-28', '2028-02-28')).toBe(true);
    expect(isBirthday('1999-02-28', '2028-02-29')).toBe(false);
    expect(isBirthday('1999-03-01', '2027-02-28')).toBe(false);
    expect(isBirthday('1999-03-01', '2028-03-01')).toBe(true);
  });
});
