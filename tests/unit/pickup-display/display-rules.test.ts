import {
  clockSkew,
  newlyReady,
  readyKey,
  stillShown,
  textOn,
} from '../../../pages/pickup-display/shop-screen/display-rules';
import type { PickupNumber } from '../../../protocol/pickup-numbers';

const at = (time: string) => `2026-03-01T${time}.000Z`;

function pickup(id: number, number: string, readyAt: string | null, minutes = 10): PickupNumber {
  return {
    id,
    number,
    status: readyAt ? 'ready' : 'preparing',
    createdAt: at('11:00:00'),
    readyAt,
    expiresAt: readyAt ? new Date(Date.parse(readyAt) + minutes * 60_000).toISOString() : null,
  };
}

describe('the pickup screen’s rules', () => {
  it('drops a ready number once its time is up on the server’s clock, however this screen’s runs', () => {
    const numbers = [pickup(1, 'A001', at('12:00:00')), pickup(2, 'A002', null)];
    // This screen's clock is two minutes behind the server's.
    const skew = clockSkew(at('12:05:00'), Date.parse(at('12:03:00')));
    expect(skew).toBe(120_000);
    expect(stillShown(numbers, Date.parse(at('12:07:59')), skew).map((entry) => entry.number)).toEqual([
      'A001',
      'A002',
    ]);
    expect(stillShown(numbers, Date.parse(at('12:08:00')), skew).map((entry) => entry.number)).toEqual([
      'A002',
    ]);
  });

  it('calls each number that became ready since the last read, oldest first, and not again', () => {
    const first = newlyReady([pickup(1, 'A001', at('12:00:00'))], new Set());
    expect(first.calls.map((entry) => entry.number)).toEqual(['A001']);
    const later = [
      pickup(1, 'A001', at('12:00:00')),
      pickup(3, 'A003', at('12:02:00')),
      pickup(2, 'A002', at('12:01:00')),
    ];
    const second = newlyReady(later, first.seen);
    expect(second.calls.map((entry) => entry.number)).toEqual(['A002', 'A003']);
    expect(newlyReady(later, second.seen).calls).toEqual([]);
  });

  it('calls a number again when it is made ready again later', () => {
    const once = pickup(1, 'A001', at('12:00:00'));
    const again = pickup(1, 'A001', at('12:04:00'));
    expect(readyKey(once)).not.toBe(readyKey(again));
    expect(newlyReady([again], new Set([readyKey(once)])).calls).toEqual([again]);
  });

  it('writes white on a dark theme colour and black on a light one', () => {
    expect(textOn('#0F6CBD')).toBe('#FFFFFF');
    expect(textOn('#101010')).toBe('#FFFFFF');
    expect(textOn('#FFD700')).toBe('#000000');
    expect(textOn('#F5F5F5')).toBe('#000000');
  });
});
