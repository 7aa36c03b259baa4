// The rjsf form with the engine's theme: the schema and uiSchema from the resource, the values and
// the messages from a store. rjsf's own validation is off (`noValidate`): the store validates with
// the server's rule, and `noHtml5Validate` keeps the browser's bubbles from pre-empting our messages.
import Form from '@rjsf/core';
import { TranslatableString, englishStringTranslator, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { engineTemplates } from '../../widgets/engine-theme';
import type { EngineFormContext } from '../../widgets/form-context';
import { widgetTable } from '../../widgets/built-in-widgets';

// rjsf's few words of its own (array buttons), in the UI language.
const RJSF_TEXTS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'engine:form.addItem',
  [TranslatableString.AddButton]: 'engine:form.addItem',
  [TranslatableString.RemoveButton]: 'engine:form.removeItem',
  [TranslatableString.MoveUpButton]: 'engine:form.moveUp',
  [TranslatableString.MoveDownButton]: 'engine:form.moveDown',
  [TranslatableString.CopyButton]: 'engine:form.copyItem',
  [TranslatableString.ClearButton]: 'engine:form.clear',
};

export interface SchemaFormProps {
  id: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
  onSubmit(): void;
  context: EngineFormContext;
  /** Shown below the fields instead of rjsf's submit button: the form's own buttons. */
  children?: ReactNode;
}

export const SchemaForm = observer(function SchemaForm(props: SchemaFormProps) {
  const { id, schema, uiSchema, values, onChange, onSubmit, context, children } = props;
  const { t } = useTranslation('engine');
  const widgets = useMemo(widgetTable, []);
  const translateString = useMemo(
    () => (text: TranslatableString, params?: string[]) => {
      const key = RJSF_TEXTS[text];
      return key ? t(key) : englishStringTranslator(text, params);
    },
    [t],
  );
  return (
    <Form
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      formData={values}
      formContext={context}
      validator={validator}
      templates={engineTemplates}
      widgets={widgets}
      translateString={translateString}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => onSubmit()}
    >
      {children}
    </Form>
  );
});
