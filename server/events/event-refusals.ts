// Refusals of the events' calls, each naming the field it is about with a translated message.
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';

type StatusEntry = (typeof Status)[keyof typeof Status];

export const refusedOn = (
  field: string,
  key: string,
  label: string,
  status: StatusEntry = Status.invalidInput,
) => new BusinessError(status, {}, [{ field, key, label }]);

/** A refusal about the event a sign-up names. */
export const eventRefused = (key: string) => refusedOn('eventId', key, 'events:fields.event');
