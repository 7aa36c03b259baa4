/**
 * @jest-environment node
 */
// Whom a mail comes from: a company's own sender where its settings name one (its members' sign-in
// codes), the server's MAIL_FROM for whatever part they leave unset.
import { fromOf } from '../../../server/mail/smtp-delivery';

describe('the From of a mail', () => {
  const server = 'Brigade <no-reply@brigade.localhost>';

  it('is the server’s sender without one of the company’s', () => {
    expect(fromOf(server)).toEqual({ name: 'Brigade', address: 'no-reply@brigade.localhost' });
    expect(fromOf(server, {})).toEqual({ name: 'Brigade', address: 'no-reply@brigade.localhost' });
    expect(fromOf('"Brigade Mail" <mail@brigade.example>')).toEqual({
      name: 'Brigade Mail',
      address: 'mail@brigade.example',
    });
    expect(fromOf('mail@brigade.example')).toEqual({ name: '', address: 'mail@brigade.example' });
  });

  it('takes each part the company names, the server’s for the other', () => {
    expect(fromOf(server, { name: 'Harbour Island', address: 'members@harbour.example' })).toEqual({
      name: 'Harbour Island',
      address: 'members@harbour.example',
    });
    expect(fromOf(server, { name: 'Harbour Island' })).toEqual({
      name: 'Harbour Island',
      address: 'no-reply@brigade.localhost',
    });
    expect(fromOf(server, { address: 'members@harbour.example' })).toEqual({
      name: 'Brigade',
      address: 'members@harbour.example',
    });
  });
});
