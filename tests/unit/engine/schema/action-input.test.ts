/**
 * @jest-environment node
 */
// A state action's input (engine/schema/action-input.ts), as its dialog asks it and the server
// takes it: every field required unless its own condition over the other input says when, and the
// record form's conditions about the state left out.
import { actionInputResource } from '../../../../engine/schema/action-input';
import { transitionValue } from '../../../../engine/server/resources/state-transition';
import type { BusinessError } from '../../../../engine/server/business-error';
import type { StateAction, StateMachine } from '../../../../engine/schema/resource';
import { testResource } from '../../../support/resources';

const decline: StateAction = {
  title: 'test:decline',
  from: ['pending'],
  to: 'failed',
  privilege: 'bookings',
  input: ['reason', 'note'],
};
const machine: StateMachine = {
  field: 'status',
  initial: 'pending',
  states: ['pending', 'failed'],
  actions: { decline },
};

const booking = testResource(
  'booking',
  {
    status: { type: 'string', title: 'test:status', enum: ['pending', 'failed'], ui: { readOnly: true } },
    reason: {
      type: 'string',
      title: 'test:reason',
      enum: ['full', 'others'],
      ui: { readOnly: true, visibleWhen: { field: 'status', equals: 'failed' } },
    },
    note: {
      type: 'string',
      title: 'test:note',
      ui: {
        readOnly: true,
        visibleWhen: { field: 'reason', equals: 'others' },
        requiredWhen: { field: 'reason', equals: 'others' },
      },
    },
  },
  { stateMachine: machine },
);

const refusedFields = (body: Record<string, unknown>): string[] => {
  try {
    transitionValue(booking, machine, decline, { status: 'pending' }, body);
    return [];
  } catch (error) {
    return (error as BusinessError).fields.map((problem) => problem.field);
  }
};

describe("a state action's input", () => {
  it('keeps the conditions among the input fields and drops those about the record', () => {
    const dialog = actionInputResource(booking, ['reason', 'note']);
    expect(Object.keys(dialog.fields)).toEqual(['reason', 'note']);
    expect(dialog.required).toEqual(['reason']);
    expect(dialog.fields.reason?.ui).toEqual({});
    expect(dialog.fields.note?.ui).toEqual({
      visibleWhen: { field: 'reason', equals: 'others' },
      requiredWhen: { field: 'reason', equals: 'others' },
    });
  });

  it('needs a field whose own condition holds, and not one whose condition does not', () => {
    expect(refusedFields({})).toEqual(['reason']);
    expect(refusedFields({ reason: 'full' })).toEqual([]);
    expect(refusedFields({ reason: 'others' })).toEqual(['note']);
  });

  it('refuses a value of the wrong type, in a hidden field too, and a key that is no input field', () => {
    for (const note of [5, true, { text: 'x' }, ['x']]) {
      expect(refusedFields({ reason: 'others', note })).toEqual(['note']);
      expect(refusedFields({ reason: 'full', note })).toEqual(['note']);
    }
    expect(refusedFields({ reason: 7 })).toEqual(['reason']);
    expect(refusedFields({ reason: 'full', colour: 'red' })).toEqual(['colour']);
    expect(refusedFields({ reason: 'full', status: 'failed' })).toEqual(['status']);
    // The row's keys and the caller's language are the call's, not the input's.
    expect(refusedFields({ reason: 'full', id: 3, version: 2, envLang: 'en' })).toEqual([]);
  });

  it('checks the input before the state, so a malformed call is told what is wrong with it', () => {
    const refused = (stored: Record<string, unknown>, body: Record<string, unknown>) => {
      try {
        transitionValue(booking, machine, decline, stored, body);
      } catch (error) {
        return (error as BusinessError).entry.key;
      }
    };
    expect(refused({ status: 'failed' }, { reason: 'full', note: 5 })).toBe('invalidInput');
    expect(refused({ status: 'failed' }, { reason: 'full' })).toBe('invalidTransition');
  });

  it('is refused on the server as the dialog refuses it, and stores a note only with "others"', () => {
    expect(refusedFields({})).toEqual(['reason']);
    expect(refusedFields({ reason: 'others' })).toEqual(['note']);
    expect(
      transitionValue(booking, machine, decline, { status: 'pending' }, { reason: 'full', note: 'x' }),
    ).toEqual({ status: 'failed', reason: 'full' });
    expect(
      transitionValue(booking, machine, decline, { status: 'pending' }, { reason: 'others', note: 'Rain' }),
    ).toEqual({ status: 'failed', reason: 'others', note: 'Rain' });
  });
});
