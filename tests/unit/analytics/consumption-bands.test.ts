import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bandCount,
  bandSql,
  CHECK_BANDS,
  PARTY_SIZES,
  PER_GUEST_BANDS,
  type Bands,
} from '../../../server/sales/consumption-bands';

const LANGUAGES = ['zh-TW', 'zh-CN', 'en'];
const SETS = { CHECK_BANDS, PER_GUEST_BANDS, PARTY_SIZES };

function labels(language: string, bands: Bands): string[] {
  const reports = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'locales', language, 'reports.json'), 'utf8'),
  ) as Record<string, Record<string, string>>;
  return Object.keys(reports[bands.labelKeys.replace('reports:', '')] ?? {});
}

describe('consumption bands', () => {
  it.each(Object.entries(SETS))('%s rise band by band and are labelled in every language', (_, bands) => {
    expect([...bands.bounds].sort((a, b) => a - b)).toEqual(bands.bounds);
    expect(new Set(bands.bounds).size).toBe(bands.bounds.length);
    const numbers = Array.from({ length: bandCount(bands) }, (_, n) => String(n + 1));
    const expected = bands.zeroWhen ? ['0', ...numbers] : numbers;
    for (const language of LANGUAGES)
      expect([language, labels(language, bands)]).toEqual([language, expected]);
  });

  it('compares in whole numbers: a per-guest bound is multiplied by the guests, never divided into', () => {
    expect(bandSql(CHECK_BANDS, 'o.net_sales')).toBe(
      'CASE WHEN o.net_sales < 5000 THEN 1 WHEN o.net_sales < 10000 THEN 2 WHEN o.net_sales < 20000 THEN 3 ' +
        'WHEN o.net_sales < 50000 THEN 4 WHEN o.net_sales < 100000 THEN 5 ELSE 6 END',
    );
    expect(bandSql(PER_GUEST_BANDS, 'o.net_sales', 'o.guests')).toMatch(
      /^CASE WHEN o\.guests = 0 THEN 0 WHEN o\.net_sales < 2500 \* o\.guests THEN 1 .* ELSE 6 END$/,
    );
  });
});
