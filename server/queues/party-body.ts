// What a number is taken with, by a guest or by staff for a walk-in: the party's size and a phone.
// The shop's own limits (its largest party, a queue's phone requirement) are take-rules.ts's.
import type { JsonSchema } from '../../engine/server';

export interface PartyBody {
  people: number;
  phone?: string | null;
}

export const PARTY_PROPERTIES: Record<string, JsonSchema> = {
  people: { type: 'integer', minimum: 1, maximum: 100, title: 'queues:fields.people' },
  phone: { type: ['string', 'null'], maxLength: 32, title: 'queues:fields.phone' },
};
