// One step's fields: the engine's form for the step's cut of its resource, with the engine's widgets
// (opening hours, the dining-mode card). Enter moves on, as the step's Next button does.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SchemaForm, useFormBinding } from '../../../engine/screens';
import type { RecordForm } from '../../../engine/screens';

export interface SetupStepFormProps {
  id: string;
  form: RecordForm;
  onSubmit(): void;
  children: ReactNode;
}

export const SetupStepForm = observer(function SetupStepForm({
  id,
  form,
  onSubmit,
  children,
}: SetupStepFormProps) {
  const { schema, uiSchema, context } = useFormBinding(form);
  return (
    <SchemaForm
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      values={form.values}
      onChange={form.setValues}
      onSubmit={onSubmit}
      context={context}
    >
      {children}
    </SchemaForm>
  );
});
