// What rjsf needs to draw a RecordForm: the schema and uiSchema of its fields, and the context the
// engine's widgets read (visibility, required marks, the message each field shows: the server's
// error first, then the shared rule's). Shared by the record form screen and pages that hold forms
// of their own (the setup wizard's steps).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import type { EngineFormContext } from '../../widgets/form-context';
import { fieldMessage } from './field-message';
import { recordSections } from '../record-sections';
import { formJsonSchema, formUiSchema } from './form-schema';
import type { RecordForm } from './record-form';

export interface FormBinding {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  context: EngineFormContext;
}

export function useFormBinding(form: RecordForm): FormBinding {
  const { t, i18n } = useTranslation(['engine', 'validation']);
  const language = currentLanguage(i18n);
  const { resource, fieldNames: names, mode } = form;
  const disabledKey = form.disabledFields.join(',');
  const schema = useMemo(() => formJsonSchema(resource, names, t), [resource, names, t]);
  const uiSchema = useMemo(
    () =>
      formUiSchema(resource, names, t, {
        disabled: new Set(disabledKey.split(',')),
        stored: mode === 'edit' ? form.record : null,
      }),
    [resource, names, t, disabledKey, mode, form.record],
  );
  const context = useMemo<EngineFormContext>(
    () => ({
      isVisible: form.isVisible,
      isRequired: form.isRequired,
      messageFor: fieldMessage(form, resource, t, language),
      confirmations: form.confirmations,
      values: () => form.input,
      sections: recordSections(resource, names).map(({ key, fields }) => ({
        title: key ? t(key) : undefined,
        fields,
      })),
    }),
    [form, resource, names, t, language],
  );
  return { schema, uiSchema, context };
}
