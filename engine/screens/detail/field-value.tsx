// One stored value as the detail screen shows it: by the field's display when it has one (a
// lookup's labels, thumbnails, a rows table), else as displayValue writes it, and a dash when empty.
import type { ReactNode } from 'react';
import type { FieldSchema } from '../../schema/resource';
import { displayFor } from '../display-for';
import type { Translate } from '../field-text';
import { shownValue } from './shown-value';

export function fieldValue(field: FieldSchema, value: unknown, t: Translate): ReactNode {
  return shownValue(displayFor(field), field, value, t);
}
