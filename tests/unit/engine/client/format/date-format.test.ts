import { DEFAULT_DATE_FORMAT, formatDate, toDate } from '../../../../../engine/client/format/date-format';

// Local time throughout: the formatter shows the viewer's own clock.
const moment = new Date(2026, 2, 4, 5, 6, 7);

describe('the date format (core spec §9)', () => {
  it('writes year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(moment)).toBe('2026-03-04 05:06:07');
    expect(formatDate('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
  });

  it('takes another pattern of the same tokens', () => {
    expect(formatDate(moment, 'YYYY-MM-DD')).toBe('2026-03-04');
    expect(formatDate(moment, 'HH:mm')).toBe('05:06');
  });

  it('reads a 10-digit timestamp as seconds and a longer one as milliseconds', () => {
    const seconds = Math.floor(moment.getTime() / 1000);
    expect(toDate(seconds).getTime()).toBe(moment.getTime());
    expect(toDate(String(seconds)).getTime()).toBe(moment.getTime());
    expect(toDate(moment.getTime()).getTime()).toBe(moment.getTime());
  });

  it('shows what it cannot read as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
