import {
  addRow,
  hoursByWeekday,
  removeRow,
  rowsOf,
  updateRow,
} from '../../../pages/store/opening-hours/opening-hours';

describe('opening hours', () => {
  it('adds a first row on Monday, then the next day with the same hours', () => {
    const one = addRow([]);
    expect(one).toEqual([{ weekday: 1, start: '09:00', end: '22:00' }]);
    const two = addRow(updateRow(one, 0, { start: '11:00' }));
    expect(two[1]).toEqual({ weekday: 2, start: '11:00', end: '22:00' });
    expect(addRow([{ weekday: 7, start: '10:00', end: '20:00' }])[1]?.weekday).toBe(1);
  });

  it('removes a row and ignores anything that is not a row', () => {
    const rows = addRow(addRow([]));
    expect(removeRow(rows, 0)).toEqual([rows[1]]);
    expect(rowsOf([{ weekday: 1 }, 'x', rows[0]])).toEqual([rows[0]]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('reads back grouped by day, Monday first, spans in time order', () => {
    expect(
      hoursByWeekday([
        { weekday: 7, start: '10:00', end: '14:00' },
        { weekday: 1, start: '17:00', end: '22:00' },
        { weekday: 1, start: '11:00', end: '14:00' },
      ]),
    ).toEqual([
      { weekday: 1, spans: ['11:00–14:00', '17:00–22:00'] },
      { weekday: 7, spans: ['10:00–14:00'] },
    ]);
  });
});
