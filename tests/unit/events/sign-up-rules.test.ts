// Who may take a seat at an event (issue 26 item 1): the event accepted and its deadline not passed
// (the deadline's own day included), a VIP event for VIPs, a seat left in all and, where the event
// limits his gender, for his gender; the seats left as his page shows them; and an event record's
// terms read with its sign-up cost.
import {
  eventTerms,
  seatsLeft,
  signUpOpen,
  signUpRefusal,
  type EventTerms,
} from '../../../server/events/sign-up-rules';

const EVENT: EventTerms = {
  id: 1,
  companyId: 1,
  title: 'Tasting',
  status: 'accepted',
  eventDate: '2027-04-10',
  startTime: '19:00',
  signUpDeadline: '2027-04-03',
  attendeeType: 'allMembers',
  maxAttendees: 10,
  maxMale: 4,
  maxFemale: null,
  costType: 'free',
  cost: 0,
};
const NONE = { total: 0, male: 0, female: 0 };
const MAN = { gender: 'male', vip: false };
const WOMAN = { gender: 'female', vip: false };
const BEFORE = '2027-04-01';

describe('a member’s sign-up for an event', () => {
  it('is open while accepted and until the end of its deadline’s day', () => {
    expect(signUpOpen(EVENT, BEFORE)).toBe(true);
    expect(signUpOpen(EVENT, '2027-04-03')).toBe(true);
    expect(signUpOpen(EVENT, '2027-04-04')).toBe(false);
    for (const status of ['pending', 'declined', 'unavailable'])
      expect(signUpOpen({ ...EVENT, status }, BEFORE)).toBe(false);
  });

  it('is refused, saying why, when the event is not open, past its deadline or for VIPs only', () => {
    expect(signUpRefusal({ ...EVENT, status: 'pending' }, MAN, NONE, BEFORE)).toBe('events:messages.notOpen');
    expect(signUpRefusal({ ...EVENT, status: 'unavailable' }, MAN, NONE, BEFORE)).toBe(
      'events:messages.notOpen',
    );
    expect(signUpRefusal(EVENT, MAN, NONE, '2027-04-04')).toBe('events:messages.deadlinePassed');
    const vips = { ...EVENT, attendeeType: 'vipMembers' };
    expect(signUpRefusal(vips, MAN, NONE, BEFORE)).toBe('events:messages.vipOnly');
    expect(signUpRefusal(vips, { ...MAN, vip: true }, NONE, BEFORE)).toBeUndefined();
  });

  it('counts the seats in all, and his gender’s where the event limits it', () => {
    expect(signUpRefusal(EVENT, MAN, { total: 3, male: 3, female: 0 }, BEFORE)).toBeUndefined();
    expect(signUpRefusal(EVENT, MAN, { total: 4, male: 4, female: 0 }, BEFORE)).toBe(
      'events:messages.genderFull',
    );
    // No limit for women: only the seats in all count for them, and for a member of no stated gender.
    expect(signUpRefusal(EVENT, WOMAN, { total: 9, male: 4, female: 5 }, BEFORE)).toBeUndefined();
    expect(
      signUpRefusal(EVENT, { gender: null, vip: false }, { total: 9, male: 4, female: 5 }, BEFORE),
    ).toBeUndefined();
    expect(signUpRefusal(EVENT, WOMAN, { total: 10, male: 4, female: 6 }, BEFORE)).toBe(
      'events:messages.full',
    );
    expect(signUpRefusal(EVENT, MAN, { total: 10, male: 4, female: 6 }, BEFORE)).toBe('events:messages.full');
  });

  it('shows the seats left for him: the fewer of those in all and his gender’s, never below 0', () => {
    expect(seatsLeft(EVENT, NONE, 'male')).toBe(4);
    expect(seatsLeft(EVENT, NONE, 'female')).toBe(10);
    expect(seatsLeft(EVENT, { total: 8, male: 1, female: 7 }, 'male')).toBe(2);
    // An operator may lower a limit below the seats already taken.
    expect(seatsLeft({ ...EVENT, maxMale: 2 }, { total: 3, male: 3, female: 0 }, 'male')).toBe(0);
    expect(seatsLeft({ ...EVENT, maxFemale: 0 }, NONE, 'female')).toBe(0);
  });

  it('reads an event record’s terms with its cost by how the sign-up is paid', () => {
    const record = {
      id: 7,
      version: 1,
      companyId: 2,
      title: 'Dinner',
      status: 'accepted',
      eventDate: '2027-05-01',
      startTime: '18:30',
      signUpDeadline: '2027-05-01',
      attendeeType: 'allMembers',
      maxAttendees: 12,
    };
    expect(eventTerms({ ...record, signUpCostType: 'fee', signUpFee: 6_800 })).toMatchObject({
      maxMale: null,
      maxFemale: null,
      costType: 'fee',
      cost: 6_800,
    });
    expect(
      eventTerms({ ...record, signUpCostType: 'points', signUpPoints: 500, maxFemale: 0 }),
    ).toMatchObject({
      maxFemale: 0,
      costType: 'points',
      cost: 500,
    });
    expect(eventTerms({ ...record, signUpCostType: 'free' })).toMatchObject({ costType: 'free', cost: 0 });
  });
});
