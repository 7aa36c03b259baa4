// A deployment's money is its region's currency (REGION): Hong Kong dollars or US dollars. Amounts
// are kept in cents; a member reads them as his currency writes them ("HK$1,234.50").
import type { Region } from '../engine/schema';

export const REGION_CURRENCY: Record<Region, string> = { hk: 'HKD', us: 'USD' };

const FORMATS: Record<Region, Intl.NumberFormat> = {
  hk: new Intl.NumberFormat('en-HK', { style: 'currency', currency: REGION_CURRENCY.hk }),
  us: new Intl.NumberFormat('en-US', { style: 'currency', currency: REGION_CURRENCY.us }),
};

/** An amount in cents as the region's currency writes it. */
export const formatMoney = (cents: number, region: Region): string => FORMATS[region].format(cents / 100);
