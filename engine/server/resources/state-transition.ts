// A state-machine action (`PUT {endpoint}/{action}`): it takes its input fields, checked as its
// dialog checks them, is allowed only from its `from` states, and sets the state field to `to`. The
// record is then checked as a whole.
import { Status } from '../../protocol/status';
import { actionInputResource } from '../../schema/action-input';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema, StateAction, StateMachine } from '../../schema/resource';
import { BusinessError } from '../business-error';
import { invalid } from './request-params';
import { writtenFields } from './written-fields';

/**
 * The action's input from the body, checked as record fields are (docs/schemas.md "A state action's input"):
 * a key that is none of its input fields is refused as an unknown field, a required one missing as
 * required, and every value sent against its field's schema, a hidden one included, so a value of
 * the wrong type is refused rather than dropped.
 */
function actionInput(
  resource: ResourceSchema,
  action: Pick<StateAction, 'input'>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const written = writtenFields(body);
  const sent = Object.fromEntries(written.map((name) => [name, body[name]]));
  const { value, problems } = validateRecord(
    actionInputResource(resource, action.input ?? []),
    sent,
    written,
  );
  if (problems.length > 0) throw invalid(problems);
  return value;
}

/** The record after the action, or the refusal: a bad input, the wrong state, a bad value. */
export function transitionValue(
  resource: ResourceSchema,
  machine: StateMachine,
  action: Pick<StateAction, 'from' | 'to' | 'input'>,
  stored: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const input = actionInput(resource, action, body);
  const state = String(stored[machine.field] ?? machine.initial);
  if (!action.from.includes(state)) throw new BusinessError(Status.invalidTransition, { state });
  // An input field the dialog hid (a note without the reason "others") is cleared, not kept.
  const cleared = Object.fromEntries((action.input ?? []).map((field) => [field, undefined]));
  const merged = { ...stored, ...cleared, ...input, [machine.field]: action.to };
  // Action input may fill read-only fields (a rejection reason): only the action writes them.
  const { value, problems } = validateRecord(resource, merged, []);
  if (problems.length > 0) throw invalid(problems);
  return value;
}
