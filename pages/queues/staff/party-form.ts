// The party form of a number taken, on the guest's page and on the staff board's walk-in form: its
// own rules before anything is sent (the party's size; a phone when the party's queue asks for one,
// well formed whenever given) and the body it sends. The server holds the same rules and the shop's
// limits, and answers per field.
import { isEmptyValue } from '../../../engine/client';
import { PHONE_PATTERN, queueForParty, type QueueCapacity } from '../../../protocol/queue-tickets';
import type { FormValue } from '../../accounts/account-pages/account-rules';
import { PublicForm, type FieldProblems } from '../../accounts/account-pages/public-form';

export type PartyField = 'people' | 'phone';
export type PartyValues = Record<PartyField, FormValue>;

/** The queues the party may go to, when the page knows them: whose capacity and phone rule apply. */
export type PartyQueue = QueueCapacity & { phoneRequired: boolean };

const WHOLE = /^\s*[0-9]+\s*$/;

/** The party's size as typed, or undefined when it is not a whole number of at least one. */
export function partySize(values: PartyValues): number | undefined {
  const text = String(values.people);
  const people = WHOLE.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(people) && people >= 1 ? people : undefined;
}

export function partyProblems(values: PartyValues, queues: readonly PartyQueue[]): FieldProblems<PartyField> {
  const problems: FieldProblems<PartyField> = {};
  const people = partySize(values);
  if (isEmptyValue(values.people)) problems.people = 'validation:required';
  else if (people === undefined) problems.people = 'queues:errors.partyWhole';
  const phone = String(values.phone).trim();
  const queue = people === undefined ? undefined : queueForParty(queues, people);
  if (phone !== '' && !PHONE_PATTERN.test(phone)) problems.phone = 'queues:errors.phoneFormat';
  else if (phone === '' && queue?.phoneRequired) problems.phone = 'validation:required';
  return problems;
}

export function partyBody(values: PartyValues): { people: number; phone: string | null } {
  const phone = String(values.phone).trim();
  return { people: partySize(values) ?? 0, phone: phone === '' ? null : phone };
}

/** A new party form, checked against `queues` (read when checked, so they may change meanwhile). */
export function newPartyForm(queues: () => readonly PartyQueue[]): PublicForm<PartyField> {
  return new PublicForm<PartyField>({ people: '', phone: '' }, (values) => partyProblems(values, queues()));
}
