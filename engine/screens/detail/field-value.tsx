// One stored value as the detail screen shows it: by the field's display when it has one (a
// lookup's labels, thumbnails, a rows table), else as displayValue writes it, and a dash when empty.
// The rows table shows each cell with it too, so a sub-field reads exactly as a top-level field.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue } from '../../schema/conditions';
import type { FieldSchema } from '../../schema/resource';
import { displayFor } from '../display-for';
import { displayValue } from '../display-value';
import type { Translate } from '../field-text';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground4 } });

function EmptyValue() {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  return <span className={styles.empty}>{t('engine:value.empty')}</span>;
}

// A function, not a component: the displays it picks are the registry's, declared once each.
export function fieldValue(field: FieldSchema, value: unknown, t: Translate): ReactNode {
  const Display = displayFor(field);
  if (Display && !isEmptyValue(value)) return <Display field={field} value={value} />;
  const text = displayValue(field, value, t);
  return text === '' ? <EmptyValue /> : text;
}
