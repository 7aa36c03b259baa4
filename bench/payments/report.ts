import { formatTable, integer, kilobytes } from '../support/table';
import { COUPON_QUANTITY, type CouponOutcome } from './coupon-step';

/** Step 8's figures per engine: the codes' rate, then the PDF's time and size. */
export function couponTable(outcomes: CouponOutcome[]): string {
  const rows = outcomes.map((outcome) => {
    if (outcome.skipped ?? outcome.error)
      return [
        outcome.engine,
        outcome.skipped ? 'skipped' : 'FAILED',
        outcome.skipped ?? outcome.error ?? '',
        '',
        '',
      ];
    return [
      outcome.engine,
      `${integer(outcome.codesPerSecond ?? 0)} codes/s (${(outcome.codesSeconds ?? 0).toFixed(2)} s)`,
      `${(outcome.pdfSeconds ?? 0).toFixed(2)} s, ${integer(outcome.pages ?? 0)} pages`,
      kilobytes(outcome.pdfBytes ?? 0),
      `${(outcome.totalSeconds ?? 0).toFixed(2)} s`,
    ];
  });
  return formatTable(
    [`coupon of ${integer(COUPON_QUANTITY)} codes`, 'codes', 'sheets PDF', 'PDF size', 'Generate to done'],
    rows,
  );
}

export function couponProblems(outcomes: CouponOutcome[]): string[] {
  return outcomes.flatMap((outcome) =>
    outcome.error ? [`${outcome.engine}: coupon generation: ${outcome.error}`] : [],
  );
}
