// The time clock's facts (docs/schemas.md "Reports"): the clock events of migration 0014 as they
// arrived, and the shifts of migration 0018 paired from them (clock-shifts.ts). A shift belongs to
// its clock-in's business date and server; its minutes are whole, and a shift without a clock-out
// has none, so it counts as a shift and among those without a clock-out, never as hours.
import type { ArrivalSource, FactSources } from '../../engine/server';
import { calendarDimensions, codedDimension, countWhere, serverDimension, shopDimension } from './fact-parts';

// A shift's freshness is its events' (migration 0022 indexes their arrivals).
const CLOCK_ARRIVALS: ArrivalSource = {
  from: 'server_clock_event',
  company: 'company_id',
  shop: 'shop_id',
  at: 'ingested_at',
};

export const CLOCK_FACTS: FactSources = {
  clockEvents: {
    from: 'server_clock_event c',
    company: 'c.company_id',
    shop: 'c.shop_id',
    date: 'c.business_date',
    arrivals: CLOCK_ARRIVALS,
    dimensions: {
      ...calendarDimensions('c.business_date'),
      shop: shopDimension('c.shop_id'),
      server: serverDimension('c.server_id'),
      clock: codedDimension('clock', 'c.kind', 'reports:clockKinds', ['in', 'out']),
    },
    measures: {
      events: { count: '*', title: 'reports:measures.events', format: 'count' },
      servers: { distinct: 'c.server_id', title: 'reports:measures.servers', format: 'count' },
    },
    filters: { clock: { sql: 'c.kind', values: ['in', 'out'] } },
  },
  shifts: {
    from: 'server_shift s',
    company: 's.company_id',
    shop: 's.shop_id',
    date: 's.business_date',
    arrivals: CLOCK_ARRIVALS,
    dimensions: {
      ...calendarDimensions('s.business_date'),
      shop: shopDimension('s.shop_id'),
      server: serverDimension('s.server_id'),
    },
    measures: {
      shifts: { count: '*', title: 'reports:measures.shifts', format: 'count' },
      closedShifts: {
        sum: countWhere('s.minutes IS NOT NULL'),
        title: 'reports:measures.closedShifts',
        format: 'count',
      },
      openShifts: {
        sum: countWhere('s.minutes IS NULL'),
        title: 'reports:measures.openShifts',
        format: 'count',
      },
      workedMinutes: { sum: 's.minutes', title: 'reports:measures.workedMinutes', format: 'minutes' },
      averageShift: {
        ratio: ['workedMinutes', 'closedShifts'],
        title: 'reports:measures.averageShift',
        format: 'minutes',
      },
      // A server who worked at two branches on one day worked one day. The pair as one bigint (the
      // day's number above the 32 bits of the id): counting distinct text cost four times as much.
      daysWorked: {
        distinct: `(s.business_date - DATE '2000-01-01')::bigint * 4294967296 + s.server_id`,
        title: 'reports:measures.daysWorked',
        format: 'count',
      },
      servers: { distinct: 's.server_id', title: 'reports:measures.servers', format: 'count' },
    },
    filters: {},
  },
};
