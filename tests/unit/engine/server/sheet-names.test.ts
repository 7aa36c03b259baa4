/**
 * @jest-environment node
 */
// A sheet's name fitted to Excel's rules: 31 characters at most, none of : \ / ? * [ ], no
// apostrophe at either end, never blank nor "History", and each distinct whatever its case.
import { sheetNames } from '../../../../engine/server/exports/sheet-names';

it('fits each name to Excel’s rules and keeps the names distinct', () => {
  const long = 'Dine-in table turnover by day and by branch';
  expect(
    sheetNames([
      'Sales: by [branch]/day?',
      "'Quoted'",
      long,
      long,
      '',
      'history',
      'Daily sales',
      'DAILY SALES',
      '每日銷售',
      '😀'.repeat(20),
    ]),
  ).toEqual([
    'Sales  by  branch  day',
    'Quoted',
    'Dine-in table turnover by day',
    'Dine-in table turnover by (2)',
    'Sheet 5',
    'history (2)',
    'Daily sales',
    'DAILY SALES (2)',
    '每日銷售',
    '😀'.repeat(15),
  ]);
});
