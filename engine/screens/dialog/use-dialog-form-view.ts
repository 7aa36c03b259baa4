// What a dialog's schema form needs from its DialogForm store: the rjsf schema and uiSchema, and a
// context in which each field is shown and required as the form's conditions say and carries the
// server's message for it, else the form's own. The action dialogs and the import's tenant picker both ask it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import type { EngineFormContext } from '../../widgets/form-context';
import { fieldMessage } from '../form/field-message';
import { formJsonSchema, formUiSchema } from '../form/form-schema';
import type { DialogForm } from './dialog-form';

export function useDialogFormView(form: DialogForm) {
  const { t, i18n } = useTranslation('engine');
  const language = currentLanguage(i18n);
  const { resource } = form;
  const schema = useMemo(() => formJsonSchema(resource, form.fieldNames, t), [resource, form, t]);
  const uiSchema = useMemo(() => formUiSchema(resource, form.fieldNames, t), [resource, form, t]);
  const context = useMemo<EngineFormContext>(
    () => ({
      isVisible: form.isVisible,
      isRequired: form.isRequired,
      messageFor: fieldMessage(form, resource, t, language),
      confirmations: form.confirmations,
      sections: [{ fields: form.fieldNames }],
      plain: true,
    }),
    [form, resource, t, language],
  );
  return { schema, uiSchema, context };
}
