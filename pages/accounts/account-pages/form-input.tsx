// One labelled input of a public account form, bound to its PublicForm: the label, the required
// mark, and the message under it (the form's own rule, else the server's word on the field).
import { Field, Input, Textarea, type InputProps } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { asLabel, currentLanguage } from '../../../engine/client';
import type { PublicForm } from './public-form';

export interface FormInputProps<K extends string> {
  form: PublicForm<K>;
  name: K;
  /** The label's key; `account:fields.<name>` unless given. */
  labelKey?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
  /** Inside the input, after the text (the send-code button). */
  contentAfter?: InputProps['contentAfter'];
}

function FormInputView<K extends string>({
  form,
  name,
  labelKey = `account:fields.${name}`,
  type = 'text',
  autoComplete,
  required = false,
  multiline = false,
  hint,
  inputMode,
  maxLength,
  contentAfter,
}: FormInputProps<K>) {
  const { t, i18n } = useTranslation(['account', 'validation']);
  const message = form.fieldMessage(name, currentLanguage(i18n), t, labelKey);
  const common = { name, value: form.text(name), autoComplete, maxLength };
  return (
    <Field
      label={asLabel(t(labelKey))}
      required={required}
      hint={hint}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {multiline ? (
        <Textarea {...common} resize="vertical" onChange={(_event, data) => form.set(name, data.value)} />
      ) : (
        <Input
          {...common}
          type={type}
          inputMode={inputMode}
          contentAfter={contentAfter}
          onChange={(_event, data) => form.set(name, data.value)}
        />
      )}
    </Field>
  );
}

/** Observes the form, so the input follows its value and messages. */
export const FormInput = observer(FormInputView) as typeof FormInputView;
