/**
 * @jest-environment node
 */
// The date-time widget's values: what the browser's datetime-local input gives becomes an RFC 3339
// moment with this clock's offset, which the field's `format: date-time` accepts, and back.
import { validateRecord } from '../../../../engine/schema/record-validation';
import { defaultWidget } from '../../../../engine/widgets/default-widget';
import { momentInput, momentValue } from '../../../../engine/widgets/date-time-widget';
import { testResource } from '../../../support/resources';

const control = testResource('control', {
  until: { type: 'string', format: 'date-time', title: 'test:until' },
});

describe('the date-time widget', () => {
  it('is what a date-time field gets by default', () => {
    expect(defaultWidget(control.fields.until as never)).toBe('dateTime');
  });

  it('stores the chosen minute with the clock’s offset, a value the field accepts', () => {
    const value = momentValue('2026-11-22T18:30');
    expect(value).toMatch(/^2026-11-22T18:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(value as string).getTime()).toBe(new Date('2026-11-22T18:30').getTime());
    expect(validateRecord(control, { until: value }, ['until']).problems).toEqual([]);
  });

  it('shows a stored moment on this clock, and stores nothing for an emptied input', () => {
    expect(momentInput(momentValue('2026-01-05T07:05'))).toBe('2026-01-05T07:05');
    expect(momentInput(new Date(2026, 0, 5, 7, 5).toISOString())).toBe('2026-01-05T07:05');
    expect(momentInput('not a time')).toBe('');
    expect(momentValue('')).toBeUndefined();
  });
});
