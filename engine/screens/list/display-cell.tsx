// A list cell whose field has a display of its own (a lookup's labels, say): the value shown by
// that display, as on the detail screen.
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ComponentType } from 'react';
import type { StoredRecord } from '../../client/resource-api';
import { isEmptyValue } from '../../schema/conditions';
import type { FieldSchema } from '../../schema/resource';
import type { DisplayProps } from '../detail/display-registry';

export interface DisplayCellParams {
  field: FieldSchema;
  display: ComponentType<DisplayProps>;
}

export function DisplayCell({
  value,
  field,
  display: Display,
}: CustomCellRendererProps<StoredRecord> & DisplayCellParams) {
  return isEmptyValue(value) ? null : <Display field={field} value={value} compact />;
}
