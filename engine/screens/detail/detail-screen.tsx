// The detail screen (core spec §2.5 "read-only detail view"): the record as RecordView shows it, with
// the record's stamps and an edit button when the user may edit, then the lists it declares. A record out of reach shows "not found".
import { EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../client/format/date-format';
import { hasPrivilege } from '../../client/privileges';
import { resourceApi, type StoredRecord } from '../../client/resource-api';
import { screenPath } from '../../client/screen-routes';
import { useSession } from '../../client/session-context';
import { LinkButton } from '../../shell/link-button';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { NotFoundPage } from '../../shell/not-found-page';
import { LoadFailure } from '../load-failure';
import { ScreenGate, type ReadyScreen } from '../screen-gate';
import { useRecord } from '../use-record';
import { DetailLists } from './detail-lists';
import { RecordView } from './record-view';

export function DetailScreen({ routeName }: { routeName: string }) {
  return <ScreenGate routeName={routeName}>{(screen) => <DetailLoader {...screen} />}</ScreenGate>;
}

function DetailLoader({ route, resource }: ReadyScreen) {
  const api = useMemo(() => resourceApi(resource), [resource]);
  const { record, reload } = useRecord(api);
  if (record.state === 'loading') return <LoadingSpinner />;
  if (record.state === 'failed') return <LoadFailure onRetry={reload} />;
  if (record.state === 'missing') return <NotFoundPage />;
  return <DetailView route={route} resource={resource} record={record.record} />;
}

const DetailView = observer(function DetailView({
  route,
  resource,
  record,
}: ReadyScreen & { record: StoredRecord }) {
  const { t } = useTranslation('engine');
  const session = useSession();
  const canEdit = Boolean(route.children?.edit) && hasPrivilege(session.userInfo, resource.privileges.update);
  const stamps = [
    record.createdAt && t('engine:detail.created', { at: formatDate(record.createdAt) }),
    record.updatedAt && t('engine:detail.updated', { at: formatDate(record.updatedAt) }),
  ].filter(Boolean);
  return (
    <RecordView
      resource={resource}
      record={record}
      header={{
        title: t('engine:detail.title', { record: t(resource.title) }),
        subtitle: stamps.join(' · '),
        back: { to: screenPath(route, 'list'), text: t(route.title) },
        actions: canEdit && (
          <LinkButton to={screenPath(route, 'edit', record.id)} appearance="primary" icon={<EditRegular />}>
            {t('engine:list.actions.edit')}
          </LinkButton>
        ),
      }}
    >
      <DetailLists resource={resource} record={record} />
    </RecordView>
  );
});
