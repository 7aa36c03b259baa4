// A password (`format: password`), typed twice in masked inputs: the second in a field of its own,
// "Confirm …", which says when the two differ (core spec §5, message key lcmmbyz). The form keeps
// the second entry and refuses to save while they differ; on an edit form a blank secret keeps the
// stored one, as the field's hint says.
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { confirmationOf, engineFormContext } from './form-context';
import { inputProps, textOrUndefined } from './input-props';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// rjsf takes a widget only as a plain function, not as observer's memo: the observing part sits inside.
export function PasswordWidget(props: WidgetProps) {
  return <PasswordPair {...props} />;
}

const PasswordPair = observer(function PasswordPair(props: WidgetProps) {
  const { name, value, label, disabled, readonly, registry, onChange, options } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const context = engineFormContext(registry.formContext);
  const message = context?.messageFor(confirmationOf(name));
  // An encrypted key (`format: encrypted`) is pasted from its provider's dashboard, not made up: it
  // is asked once, and the browser is told not to offer it again.
  if (options.sealed === true)
    return (
      <Input
        {...inputProps(props)}
        type="password"
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        onChange={(_event, data) => onChange(textOrUndefined(data.value))}
      />
    );
  return (
    <div className={styles.root}>
      <Input
        {...inputProps(props)}
        type="password"
        autoComplete="new-password"
        value={typeof value === 'string' ? value : ''}
        onChange={(_event, data) => onChange(textOrUndefined(data.value))}
      />
      <Field
        label={t('engine:form.confirmSecret', { label })}
        required={context?.isRequired(name)}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={context?.confirmations.textFor(name) ?? ''}
          disabled={disabled}
          readOnly={readonly}
          onChange={(_event, data) => context?.confirmations.set(name, data.value)}
        />
      </Field>
    </div>
  );
});
