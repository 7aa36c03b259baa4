// The arguments of `npm run demo:orders`, checked before the database is touched: a bad one is
// answered with what was expected, naming the option.
import { parseArgs } from 'node:util';

export interface DemoOrdersArguments {
  shops: number;
  days: number;
  ordersPerDay: number;
}

export const DEMO_ORDERS_USAGE = 'Usage: npm run demo:orders -- --shops N --days D [--orders-per-day N]';

/** About 550 orders a shop a day once weekends are counted: a year of ten shops is about 2 million. */
export const CHAIN_ORDERS_PER_DAY = 520;

const LIMITS = { shops: 100, days: 3660, 'orders-per-day': 5000 } as const;

function whole(name: keyof typeof LIMITS, raw: string | undefined, fallback?: number): number {
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`--${name} is required.\n${DEMO_ORDERS_USAGE}`);
  }
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > LIMITS[name])
    throw new Error(
      `--${name} must be a whole number from 1 to ${LIMITS[name]}, got "${raw}".\n${DEMO_ORDERS_USAGE}`,
    );
  return value;
}

export function parseDemoOrdersArguments(args: string[]): DemoOrdersArguments {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args,
      options: { shops: { type: 'string' }, days: { type: 'string' }, 'orders-per-day': { type: 'string' } },
    }).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${DEMO_ORDERS_USAGE}`);
  }
  return {
    shops: whole('shops', values.shops),
    days: whole('days', values.days),
    ordersPerDay: whole('orders-per-day', values['orders-per-day'], CHAIN_ORDERS_PER_DAY),
  };
}
