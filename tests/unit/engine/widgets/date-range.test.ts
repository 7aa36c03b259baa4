import { defaultDateRange } from '../../../../engine/client/date-range';
import { initialFilterValue } from '../../../../engine/client/list-filters';
import { ListQuery } from '../../../../engine/client/list-query';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { fieldOf, noteSchema } from '../../../support/resources';

// Midday, so no time zone moves "today" to another day.
const today = new Date(2026, 2, 1, 12, 0, 0);

/** The note schema with its due-date filter pre-filled by a day count. */
const notesFilledBy = (defaultDays: number): ResourceSchema => {
  const dueDate = fieldOf(noteSchema, 'dueDate');
  return {
    ...noteSchema,
    fields: { ...noteSchema.fields, dueDate: { ...dueDate, ui: { ...dueDate.ui, defaultDays } } },
  };
};

describe('the default date range (core spec §5)', () => {
  it('runs from the day before yesterday to yesterday for -1', () => {
    expect(defaultDateRange(-1, today)).toEqual(['2026-02-27', '2026-02-28']);
  });

  it('runs from today to tomorrow for 1', () => {
    expect(defaultDateRange(1, today)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('runs from yesterday to today for any other count', () => {
    expect(defaultDateRange(0, today)).toEqual(['2026-02-28', '2026-03-01']);
    expect(defaultDateRange(7, today)).toEqual(['2026-02-28', '2026-03-01']);
    expect(defaultDateRange(-2, today)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('crosses a year end', () => {
    expect(defaultDateRange(1, new Date(2025, 11, 31, 12))).toEqual(['2025-12-31', '2026-01-01']);
  });
});

describe('a dateRange filter with ui.defaultDays', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: today });
  });
  afterEach(() => jest.useRealTimers());

  it('starts filled by the rule, and other filters start empty', () => {
    const dueDate = fieldOf(notesFilledBy(-1), 'dueDate');
    expect(initialFilterValue({ name: 'dueDate', kind: 'dateRange', field: dueDate }, today)).toEqual([
      '2026-02-27',
      '2026-02-28',
    ]);
    const plain = fieldOf(noteSchema, 'dueDate');
    expect(initialFilterValue({ name: 'dueDate', kind: 'dateRange', field: plain }, today)).toEqual([
      null,
      null,
    ]);
  });

  it('searches the pre-filled days on a fresh list and again after Reset', async () => {
    const fetch = jest.fn().mockResolvedValue({ rows: [], count: 0 });
    const query = new ListQuery(notesFilledBy(1), fetch, sessionStorage, 'notes');
    expect(query.valueFor('dueDate')).toEqual(['2026-03-01', '2026-03-02']);
    query.setValue('dueDate', ['2026-01-01', '2026-01-31']);
    query.setValue('title', 'x');
    await query.reset();
    expect(query.valueFor('dueDate')).toEqual(['2026-03-01', '2026-03-02']);
    expect(query.requestBody()).toMatchObject({ dueDate: ['2026-03-01', '2026-03-02'] });
  });

  it('keeps the days the operator chose over the default when the list is opened again', () => {
    const fetch = jest.fn();
    new ListQuery(notesFilledBy(1), fetch, sessionStorage, 'notes').setValue('dueDate', ['2026-01-01', null]);
    expect(new ListQuery(notesFilledBy(1), fetch, sessionStorage, 'notes').valueFor('dueDate')).toEqual([
      '2026-01-01',
      null,
    ]);
  });
});
