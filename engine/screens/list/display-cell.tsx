// A list cell whose field has a display of its own (a lookup's labels, say): the value shown by
// that display, as on the detail screen, on one line cut with an ellipsis when the column is narrow.
import { makeStyles } from '@fluentui/react-components';
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

const useStyles = makeStyles({
  line: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export function DisplayCell({
  value,
  field,
  display: Display,
}: CustomCellRendererProps<StoredRecord> & DisplayCellParams) {
  const styles = useStyles();
  if (isEmptyValue(value)) return null;
  return (
    <span className={styles.line}>
      <Display field={field} value={value} compact />
    </span>
  );
}
