// One stored value as a screen shows it: by the display given when it has one, else as
// displayValue writes it, and a dash when empty. The detail screen passes a field's display
// (field-value.tsx), a rows table its cells' widget displays, so both read alike.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue } from '../../schema/conditions';
import type { FieldSchema } from '../../schema/resource';
import { displayValue } from '../display-value';
import type { Translate } from '../field-text';
import type { DisplayProps } from './display-registry';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground4 } });

function EmptyValue() {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  return <span className={styles.empty}>{t('engine:value.empty')}</span>;
}

// A function, not a component: the displays it is given are the registry's, declared once each.
export function shownValue(
  Display: ComponentType<DisplayProps> | undefined,
  field: FieldSchema,
  value: unknown,
  t: Translate,
): ReactNode {
  if (Display && !isEmptyValue(value)) return <Display field={field} value={value} />;
  const text = displayValue(field, value, t);
  return text === '' ? <EmptyValue /> : text;
}
