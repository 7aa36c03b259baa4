import {
  CHAIN_ORDERS_PER_DAY,
  DEMO_ORDERS_USAGE,
  parseDemoOrdersArguments,
} from '../../../server/cli/demo-orders-arguments';

describe('npm run demo:orders arguments', () => {
  it('reads the shops, the days and the orders a day', () => {
    expect(parseDemoOrdersArguments(['--shops', '10', '--days', '365'])).toEqual({
      shops: 10,
      days: 365,
      ordersPerDay: CHAIN_ORDERS_PER_DAY,
    });
    expect(parseDemoOrdersArguments(['--shops=2', '--days=3', '--orders-per-day=40']).ordersPerDay).toBe(40);
  });

  it.each([
    [['--days', '3'], '--shops is required.'],
    [['--shops', '2'], '--days is required.'],
    [['--shops', '0', '--days', '3'], '--shops must be a whole number from 1 to 100, got "0".'],
    [['--shops', '2', '--days', '1.5'], '--days must be a whole number from 1 to 3660, got "1.5".'],
    [['--shops', 'ten', '--days', '3'], '--shops must be a whole number from 1 to 100, got "ten".'],
    [
      ['--shops', '2', '--days', '3', '--orders-per-day', '9999'],
      '--orders-per-day must be a whole number from 1 to 5000',
    ],
    [['--shops', '2', '--days', '3', '--year'], "Unknown option '--year'"],
  ])('refuses %j, naming the option, with the usage', (args, message) => {
    expect(() => parseDemoOrdersArguments(args)).toThrow(message);
    expect(() => parseDemoOrdersArguments(args)).toThrow(DEMO_ORDERS_USAGE);
  });
});
