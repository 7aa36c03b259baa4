// A state-machine action (`PUT {endpoint}/{action}`): allowed only from its `from` states, it asks
// for its input fields and sets the state field to `to`. The record is then checked as a whole.
import { Status } from '../../protocol/status';
import { missingActionInput } from '../../schema/action-input';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema, StateAction, StateMachine } from '../../schema/resource';
import { BusinessError } from '../business-error';
import { invalid } from './request-params';

/** The record after the action, or the refusal: the wrong state, a missing input, a bad value. */
export function transitionValue(
  resource: ResourceSchema,
  machine: StateMachine,
  action: Pick<StateAction, 'from' | 'to' | 'input'>,
  stored: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const state = String(stored[machine.field] ?? machine.initial);
  if (!action.from.includes(state)) throw new BusinessError(Status.invalidTransition, { state });
  const input = action.input ?? [];
  const missing = missingActionInput(resource, input, body);
  if (missing.length > 0)
    throw invalid(
      missing.map((field) => ({
        field,
        key: 'validation:required',
        label: resource.fields[field]?.title ?? field,
      })),
    );
  const merged = {
    ...stored,
    ...Object.fromEntries(input.map((field) => [field, body[field]])),
    [machine.field]: action.to,
  };
  // Action input may fill read-only fields (a rejection reason): only the action writes them.
  const { value, problems } = validateRecord(resource, merged, []);
  if (problems.length > 0) throw invalid(problems);
  return value;
}
