/**
 * @jest-environment node
 */
import {
  addMonths,
  exactZonedInstant,
  minutesOf,
  timeOfDay,
  zonedInstant,
} from '../../../protocol/zoned-time';

const utc = (iso: string): number => Date.parse(iso);

describe('a wall time as an instant', () => {
  it('reads Hong Kong time, and minutes past 24:00 run into the next day', () => {
    expect(zonedInstant('2026-06-01', minutesOf('18:30'), 'Asia/Hong_Kong')).toBe(
      utc('2026-06-01T10:30:00Z'),
    );
    expect(zonedInstant('2026-06-01', 1500, 'Asia/Hong_Kong')).toBe(utc('2026-06-01T17:00:00Z'));
  });

  it('has no instant for a time New York skips in March, and is reached when the clocks jump', () => {
    expect(exactZonedInstant('2026-03-08', minutesOf('02:30'), 'America/New_York')).toBeUndefined();
    expect(zonedInstant('2026-03-08', minutesOf('02:30'), 'America/New_York')).toBe(
      utc('2026-03-08T07:00:00Z'),
    );
    expect(exactZonedInstant('2026-03-08', minutesOf('01:30'), 'America/New_York')).toBe(
      utc('2026-03-08T06:30:00Z'),
    );
    expect(exactZonedInstant('2026-03-08', minutesOf('03:00'), 'America/New_York')).toBe(
      utc('2026-03-08T07:00:00Z'),
    );
  });

  it('takes the first showing of a time shown twice when the clocks go back, west or east of Greenwich', () => {
    expect(zonedInstant('2026-11-01', minutesOf('01:30'), 'America/Los_Angeles')).toBe(
      utc('2026-11-01T08:30:00Z'),
    );
    expect(zonedInstant('2026-10-25', minutesOf('01:30'), 'Europe/London')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(zonedInstant('2026-04-05', minutesOf('02:30'), 'Australia/Sydney')).toBe(
      utc('2026-04-04T15:30:00Z'),
    );
  });
});

describe('calendar arithmetic and times of day', () => {
  it('moves by calendar months, keeping to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 18)).toBe('2028-06-15');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
  });

  it('reads and writes HH:MM', () => {
    expect(minutesOf('24:00')).toBe(1440);
    expect(timeOfDay(minutesOf('07:05'))).toBe('07:05');
  });
});
