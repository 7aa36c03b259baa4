// Members' ages are reckoned on their company's calendar. The demo companies' is Hong Kong's, where a
// new year begins at 16:00 UTC on 31 December: a birthday written from the UTC year would make every
// age one too low for those eight hours.
import { zonedDate } from '../../../protocol/zoned-time';

/** The year now on the demo companies' calendar. */
export const demoCompanyYear = (now = Date.now()): number =>
  Number(zonedDate(now, 'Asia/Hong_Kong').slice(0, 4));
