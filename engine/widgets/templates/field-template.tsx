// Every top-level field as a Fluent Field: its label, the required mark, and the one message the
// form gives it (after a submit attempt, or from the server). Inside an array, an item's control
// keeps a label for screen readers only: the array's own Field shows the visible one, and a row's
// column headings show its sub-fields' (the hidden label names the row, since every row repeats them).
import { Field, makeStyles } from '@fluentui/react-components';
import type { FieldTemplateProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../shell/visually-hidden';
import { engineFormContext } from '../form-context';

const useStyles = makeStyles({ hidden: visuallyHidden });

/** The row a sub-field's control sits in (from 1), when its parent is an array's object item. */
function rowOf(path: readonly (string | number)[]): number | undefined {
  const index = path.at(-2);
  return path.length >= 3 && typeof index === 'number' ? index + 1 : undefined;
}

export const FieldTemplate = observer(function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, required, schema, fieldPathId, registry, rawDescription } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  if (hidden) return <div hidden>{children}</div>;
  const path = fieldPathId.path;
  const scalar = schema.type !== 'array' && schema.type !== 'object';
  if (path.length === 0) return children;
  const row = rowOf(path);
  if (row !== undefined) {
    // A group (several ids, pictures) is named by aria-labelledby rather than a label's `for`.
    const text = t('engine:form.rows.cell', { label, row });
    return (
      <Field
        label={{ children: text, className: styles.hidden, ...(scalar ? { htmlFor: id } : {}) }}
        required={required}
      >
        {children}
      </Field>
    );
  }
  if (path.length > 1) {
    return scalar ? (
      <Field label={{ children: label, htmlFor: id, className: styles.hidden }}>{children}</Field>
    ) : (
      children
    );
  }
  const name = String(path[0]);
  const context = engineFormContext(registry.formContext);
  const message = context?.messageFor(name);
  // A switch carries its own label; a group (checkboxes, rows) is named by aria-labelledby instead.
  const ownLabel = schema.type === 'boolean';
  return (
    <Field
      label={ownLabel ? undefined : scalar ? { children: label, htmlFor: id } : { children: label }}
      required={context?.isRequired(name) ?? required}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
      hint={rawDescription || undefined}
    >
      {children}
    </Field>
  );
});
