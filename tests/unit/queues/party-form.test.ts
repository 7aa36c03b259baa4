// The party form's own rules (pages/queues/staff/party-form.ts), on the guest's page and the walk-in
// form: before anything is sent.
import { partyBody, partyProblems, partySize } from '../../../pages/queues/staff/party-form';

const queues = [
  { id: 1, capacity: 2, showOrder: 1, phoneRequired: false },
  { id: 2, capacity: 8, showOrder: 2, phoneRequired: true },
];

describe('the party form', () => {
  it('asks for the party and reads it only as a whole number of at least one', () => {
    expect(partyProblems({ people: '', phone: '' }, queues)).toEqual({ people: 'validation:required' });
    for (const people of ['0', '2.5', 'two', '-1'])
      expect(partyProblems({ people, phone: '' }, queues)).toEqual({ people: 'queues:errors.partyWhole' });
    expect(partySize({ people: ' 3 ', phone: '' })).toBe(3);
  });

  it("asks for a phone when the party's queue does, and checks any phone given", () => {
    expect(partyProblems({ people: '2', phone: '' }, queues)).toEqual({});
    expect(partyProblems({ people: '5', phone: '' }, queues)).toEqual({ phone: 'validation:required' });
    expect(partyProblems({ people: '2', phone: '123' }, queues)).toEqual({
      phone: 'queues:errors.phoneFormat',
    });
    expect(partyProblems({ people: '5', phone: '9123 4567' }, queues)).toEqual({});
  });

  it('leaves the party the page knows no queue for to the server', () => {
    expect(partyProblems({ people: '20', phone: '' }, queues)).toEqual({});
    expect(partyProblems({ people: '5', phone: '' }, [])).toEqual({});
  });

  it('sends the party as a number and a blank phone as none', () => {
    expect(partyBody({ people: '4', phone: '  ' })).toEqual({ people: 4, phone: null });
    expect(partyBody({ people: '4', phone: ' 9123 4567 ' })).toEqual({ people: 4, phone: '9123 4567' });
  });
});
