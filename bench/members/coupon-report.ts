// The coupon distribution's figures against issue 24's goal, as a table, and what went wrong.
import { formatTable } from '../support/table';
import { COUPON_GOAL_SECONDS, type CouponFigures } from './coupon-distribution-step';

export function couponDistributionTable(figures: CouponFigures): string {
  return formatTable(
    ['a daily membership coupon on PostgreSQL', 'figure', 'goal'],
    [
      [
        `a day's distribution to ${figures.members.toLocaleString('en')} members`,
        `${figures.seconds} s (${figures.perSecond}/s, ${figures.handedOut} coupons)`,
        `≤ ${COUPON_GOAL_SECONDS} s`,
      ],
      ['the same run again', `${figures.againSeconds} s, ${figures.againHandedOut} coupons`, '0 coupons'],
      ['seeding the demo and the members', `${figures.seedSeconds} s`, ''],
    ],
  );
}

export function couponDistributionProblems(figures: CouponFigures): string[] {
  const problems: string[] = [];
  if (figures.handedOut !== figures.members)
    problems.push(`the distribution handed out ${figures.handedOut} coupons to ${figures.members} members`);
  if (figures.againHandedOut !== 0) problems.push(`a second run handed out ${figures.againHandedOut} more`);
  return problems;
}
