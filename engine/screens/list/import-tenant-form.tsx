// Where imported rows go, for a user who reaches several companies or shops: the create form's
// tenant picker (a required lookup over the company or shop resource), asked alone in the import
// dialog before the rows are sent. Whoever reaches one is placed by the server.
import { observer } from 'mobx-react-lite';
import type { ResourceNavigationRoute } from '../../schema/navigation-answer';
import type { UserInfo } from '../../protocol/user-info';
import type { ResourceSchema } from '../../schema/resource';
import { actionInputResource } from '../../schema/action-input';
import type { DialogForm } from '../dialog/dialog-form';
import { useDialogFormView } from '../dialog/use-dialog-form-view';
import { SchemaForm } from '../form/schema-form';
import { tenantKindOf, withTenantPicker } from '../form/tenant-picker';

/** The picker alone, as a one-field resource; null when the server places the rows itself. */
export function importTenantResource(
  resource: ResourceSchema,
  userInfo: UserInfo | null,
  routes: readonly Pick<ResourceNavigationRoute, 'resource' | 'tenantOf'>[],
): ResourceSchema | null {
  const kind = tenantKindOf(resource);
  const picked = withTenantPicker(resource, 'create', userInfo, routes);
  return kind && picked !== resource ? actionInputResource(picked, [`${kind}Id`]) : null;
}

export const ImportTenantForm = observer(function ImportTenantForm({
  form,
  onChange,
}: {
  /** The picker's store (its resource from importTenantResource). */
  form: DialogForm;
  onChange(values: Record<string, unknown>): void;
}) {
  const { resource } = form;
  const { schema, uiSchema, context } = useDialogFormView(form);
  return (
    <SchemaForm
      id={`import-tenant-${resource.name}`}
      schema={schema}
      uiSchema={uiSchema}
      values={form.values}
      onChange={(values) => {
        form.setValues(values);
        onChange(form.body);
      }}
      // Enter in the picker sends nothing: the dialog's buttons do.
      onSubmit={() => undefined}
      context={context}
    />
  );
});
