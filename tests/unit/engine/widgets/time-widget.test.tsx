import { fireEvent, screen } from '@testing-library/react';
import { timeValue } from '../../../../engine/widgets/time-widget';
import { userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { rowsSchema } from '../../support/rows-resource';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

describe('the time widget', () => {
  it('stores the hours and minutes the input gives, and nothing for an emptied input', () => {
    expect(timeValue('09:30')).toBe('09:30');
    // A browser showing seconds (a step under a minute) still gives the field its HH:mm.
    expect(timeValue('23:59:30')).toBe('23:59');
    expect(timeValue('')).toBeUndefined();
  });

  describe('in a form', () => {
    let server: StandInServer;

    beforeEach(() => {
      server = standInServer({ 'POST /branch/note': (body) => ({ data: { id: 9, version: 1, ...body } }) });
    });
    afterEach(() => server.close());

    it('is a time input labelled by its field, whose value is saved as HH:mm', async () => {
      await renderRecordForm({ resource: rowsSchema, mode: 'create', userInfo: userInfo({ admin: true }) });
      const input = screen.getByLabelText('Opening hours per weekday');
      expect(input).toHaveAttribute('type', 'time');
      fireEvent.change(screen.getByRole('textbox', { name: /^Merchant name/ }), {
        target: { value: 'Plan' },
      });
      fireEvent.change(input, { target: { value: '18:45' } });
      expect(input).toHaveValue('18:45');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('the list');
      expect(server.callsTo('POST /branch/note')[0]?.body).toMatchObject({ title: 'Plan', opens: '18:45' });
    });
  });
});
