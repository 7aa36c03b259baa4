// The queue's plain rules (protocol/queue-tickets.ts, protocol/broadcast.ts), as the server, the
// staff board and the guest's page all read them.
import { seatingCall } from '../../../protocol/broadcast';
import {
  estimatedWait,
  mayTake,
  normalPhone,
  PHONE_PATTERN,
  queueForParty,
  ticketNumber,
  TICKET_ACTIONS,
} from '../../../protocol/queue-tickets';

describe('a ticket number', () => {
  it('is the prefix and the sequence, three digits at least', () => {
    expect(ticketNumber('A', 7)).toBe('A007');
    expect(ticketNumber('B2', 100)).toBe('B2100');
    expect(ticketNumber('C', 1234)).toBe('C1234');
  });
});

describe("a ticket's moves", () => {
  it('takes every action while the number waits or is called, calling again included', () => {
    for (const action of TICKET_ACTIONS) {
      expect(mayTake(action, 'waiting')).toBe(true);
      expect(mayTake(action, 'called')).toBe(true);
    }
  });

  it('moves a seated, skipped or cancelled number no more', () => {
    for (const action of TICKET_ACTIONS)
      for (const status of ['seated', 'skipped', 'cancelled'] as const)
        expect(mayTake(action, status)).toBe(false);
  });
});

describe("a party's queue", () => {
  const queues = [
    { id: 1, capacity: 4, showOrder: 2 },
    { id: 2, capacity: 2, showOrder: 1 },
    { id: 3, capacity: 8, showOrder: 3 },
    { id: 4, capacity: 4, showOrder: 1 },
  ];

  it('is the one with the smallest capacity that seats it, the first in display order among equals', () => {
    expect(queueForParty(queues, 1)?.id).toBe(2);
    expect(queueForParty(queues, 2)?.id).toBe(2);
    expect(queueForParty(queues, 3)?.id).toBe(4);
    expect(queueForParty(queues, 8)?.id).toBe(3);
  });

  it('is none when no queue seats it', () => {
    expect(queueForParty(queues, 9)).toBeUndefined();
    expect(queueForParty([], 1)).toBeUndefined();
  });
});

describe("a guest's phone", () => {
  it('takes 8 to 15 digits, with a leading "+" and spaces or hyphens between them', () => {
    for (const phone of ['91234567', '+852 9123 4567', '212-555-0123', '+1 212 555 0123', '123456789012345'])
      expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it('refuses fewer or more digits, letters, and separators at either end or side by side', () => {
    for (const phone of [
      '1234567',
      '1234567890123456',
      'call me',
      '9123 456a',
      '-91234567',
      '9123--4567',
      '+',
    ])
      expect(PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('is kept as its digits and its "+"', () => {
    expect(normalPhone(' +852 9123-4567 ')).toBe('+85291234567');
  });
});

describe('the wait a guest is told', () => {
  it("is the parties ahead times the queue's average minutes a party", () => {
    expect(estimatedWait(0, 12)).toBe(0);
    expect(estimatedWait(3, 12)).toBe(36);
  });
});

describe('the call said aloud', () => {
  it('spells the number out, in the queue’s language', () => {
    expect(seatingCall('A007', 'english')).toBe('Number A 0 0 7, please.');
    expect(seatingCall('A007', 'cantonese')).toBe('請 A 0 0 7 號 入座');
  });
});
