import { timeAgo } from '../../../../../engine/client/format/time-ago';
import { formatDate } from '../../../../../engine/client/format/date-format';
import { testI18n } from '../../../../support/test-i18n';

const NOW = new Date(2026, 5, 10, 12, 0, 0).getTime();
const ago = (seconds: number) => NOW - seconds * 1000;

describe('time-ago (core spec §9)', () => {
  let t: (key: string, options?: Record<string, unknown>) => string;
  beforeAll(async () => {
    t = (await testI18n('en', ['widgets-extra'])).t;
  });

  it('says just now under 30 seconds', () => {
    expect(timeAgo(ago(0), t, NOW)).toBe('just now');
    expect(timeAgo(ago(29), t, NOW)).toBe('just now');
  });

  it('counts minutes, rounded up, from 30 seconds to under an hour', () => {
    expect(timeAgo(ago(30), t, NOW)).toBe('1 min ago');
    expect(timeAgo(ago(61), t, NOW)).toBe('2 min ago');
    expect(timeAgo(ago(3599), t, NOW)).toBe('60 min ago');
  });

  it('counts hours, rounded up, from an hour to under a day', () => {
    expect(timeAgo(ago(3600), t, NOW)).toBe('1 hr ago');
    expect(timeAgo(ago(3601), t, NOW)).toBe('2 hr ago');
    expect(timeAgo(ago(86_399), t, NOW)).toBe('24 hr ago');
  });

  it('says 1 day ago from a day to under two days, then gives the date', () => {
    expect(timeAgo(ago(86_400), t, NOW)).toBe('1 day ago');
    expect(timeAgo(ago(172_799), t, NOW)).toBe('1 day ago');
    expect(timeAgo(ago(172_800), t, NOW)).toBe(formatDate(ago(172_800)));
  });

  it('reads a 10-digit timestamp as seconds', () => {
    expect(timeAgo(Math.floor(ago(120) / 1000), t, NOW)).toBe('2 min ago');
  });

  it('speaks the UI language', async () => {
    const zh = (await testI18n('zh-TW', ['widgets-extra'])).t;
    expect(timeAgo(ago(5), zh, NOW)).toBe('剛剛');
    expect(timeAgo(ago(600), zh, NOW)).toBe('10分鐘前');
  });
});
