// The create, edit and duplicate screens of a schema route: the permission and record checks, then
// the form. Edit and duplicate read the record first; a record out of reach shows "not found".
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { hasPrivilege } from '../../client/privileges';
import { resourceApi } from '../../client/resource-api';
import { useClientStores } from '../../client/client-stores';
import { useSession } from '../../client/session-context';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { NotFoundPage } from '../../shell/not-found-page';
import { LoadFailure } from '../load-failure';
import { ScreenGate, type ReadyScreen } from '../screen-gate';
import { useRecord } from '../use-record';
import type { FormMode } from './record-form';
import { RecordFormView } from './record-form-view';
import { withTenantPicker } from './tenant-picker';

export function FormScreen({ routeName, mode }: { routeName: string; mode: FormMode }) {
  return <ScreenGate routeName={routeName}>{(screen) => <FormLoader {...screen} mode={mode} />}</ScreenGate>;
}

const FormLoader = observer(function FormLoader({
  route,
  resource: stored,
  mode,
}: ReadyScreen & { mode: FormMode }) {
  const session = useSession();
  const { navigation } = useClientStores();
  const api = useMemo(() => resourceApi(stored), [stored]);
  // The resource as this form shows it: with the tenant picker when the user must choose.
  const resource = useMemo(
    () => withTenantPicker(stored, mode, session.userInfo, navigation.resourceRoutes),
    [stored, mode, session.userInfo, navigation.resourceRoutes],
  );
  const privilege = mode === 'edit' ? resource.privileges.update : resource.privileges.create;
  const allowed = Boolean(route.children?.[mode]) && hasPrivilege(session.userInfo, privilege);
  if (!allowed) return <NotFoundPage />;
  if (mode === 'create') return <RecordFormView route={route} resource={resource} mode={mode} api={api} />;
  return <StoredRecordForm route={route} resource={resource} mode={mode} api={api} />;
});

function StoredRecordForm(props: ReadyScreen & { mode: FormMode; api: ReturnType<typeof resourceApi> }) {
  const { record, reload } = useRecord(props.api);
  if (record.state === 'loading') return <LoadingSpinner />;
  if (record.state === 'failed') return <LoadFailure onRetry={reload} />;
  if (record.state === 'missing') return <NotFoundPage />;
  // A new key per read: a reload after a stale save starts the form again from the fresh record.
  return (
    <RecordFormView
      key={`${record.record.id}-${record.record.version}`}
      {...props}
      record={record.record}
      onReload={reload}
    />
  );
}
