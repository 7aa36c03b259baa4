// The list screen of a schema route: its title and main buttons, the search form, the grid with its
// toolbar and pager, and the dialogs its actions open.
import { Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  DeleteRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientStores } from '../../client/client-stores';
import { ListQuery } from '../../client/list-query';
import { useLookups } from '../../client/lookups-context';
import { hasPrivilege } from '../../client/privileges';
import { RequestError } from '../../client/request-error';
import { resourceApi, type StoredRecord } from '../../client/resource-api';
import { screenPath } from '../../client/screen-routes';
import { useSession } from '../../client/session-context';
import { LinkButton } from '../../shell/link-button';
import { useNotify } from '../../shell/notices';
import { useDocumentTitle } from '../../shell/use-document-title';
import type { DialogRequest } from '../dialog/engine-dialog';
import { EngineDialog } from '../dialog/engine-dialog';
import { withTenantPicker } from '../form/tenant-picker';
import { CallAnswerDialog, type CallAnswer } from './call-answer-dialog';
import { callRun } from './call-dialogs';
import { ScreenGate, type ReadyScreen } from '../screen-gate';
import { ScreenHeader } from '../screen-header';
import { ColumnChooser } from './column-chooser';
import { ColumnLayout } from './column-layout';
import { downloadSheet, sheetFileName, sheetRows } from './export-sheet';
import { ImportDialog } from './import-dialog';
import { SortButton } from './sort-button';
import { bulkActionRequest, deleteRequest, stateActionRequest } from './list-dialogs';
import { listColumns } from './list-columns';
import { lookupCellText } from './lookup-cell-text';
import { Pager } from './pager';
import { ResultGrid } from './result-grid';
import { bulkActions, callsOn, listPermissions, rowActions, type RowAction } from './row-actions';
import type { RowActionsContext } from './row-actions-cell';
import { SearchForm } from './search-form';
import { AlertBar } from '../../shell/alert-bar';
import { liveUrl, useLiveStream } from '../../client/live/use-live-stream';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  toolbarEnd: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  selected: { color: tokens.colorNeutralForeground2 },
});

export function ListScreen({ routeName }: { routeName: string }) {
  return <ScreenGate routeName={routeName}>{(screen) => <ListView {...screen} />}</ScreenGate>;
}

const ListView = observer(function ListView({ route, resource }: ReadyScreen) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const session = useSession();
  const { preferences, navigation } = useClientStores();
  const lookups = useLookups();
  const navigate = useNavigate();
  const notify = useNotify();
  const api = useMemo(() => resourceApi(resource), [resource]);
  const [query] = useState(() => new ListQuery(resource, api.query, sessionStorage, route.name));
  const [layout] = useState(() => new ColumnLayout(resource.name, listColumns(resource), preferences));
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [shownAnswer, setShownAnswer] = useState<CallAnswer | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const title = t(route.title);
  useDocumentTitle(title);

  useEffect(() => {
    void query.load().catch(() => undefined);
    void layout.load();
  }, [query, layout]);

  const userInfo = session.userInfo;
  const permissions = useMemo(() => listPermissions(resource, route, userInfo), [resource, route, userInfo]);
  const bulk = useMemo(() => bulkActions(resource, userInfo), [resource, userInfo]);
  const reload = useCallback(() => void query.load().catch(() => undefined), [query]);
  const readLive = useCallback(() => void query.load({ quiet: true }).catch(() => undefined), [query]);
  const live = useLiveStream(resource.live ? liveUrl([resource.name]) : null, readLive);
  // The server takes an import from whoever may create the resource's records.
  const { orderField } = resource;
  const sorted = useCallback(() => {
    notify(t('engine:list.done'));
    reload();
  }, [notify, t, reload]);
  const mayImport = resource.importable === true && hasPrivilege(userInfo, resource.privileges.create);

  const failed = useCallback(
    (error: unknown) => error instanceof RequestError && notify(error.message, 'error'),
    [notify],
  );

  // A declared call: a list call's form places the new record, as the create form does.
  const startCall = useCallback(
    (name: string, row: StoredRecord | null) => {
      const formResource = row
        ? resource
        : withTenantPicker(resource, 'create', userInfo, navigation.resourceRoutes);
      const started = callRun(formResource, name, row, t);
      if (!started) return;
      if (started.request)
        return setDialog({ ...started.request, doneText: started.doneText, shown: started.shown });
      started.send({}).then(() => {
        const shown = started.shown();
        if (shown) setShownAnswer(shown);
        else notify(started.doneText());
        reload();
      }, failed);
    },
    [resource, userInfo, navigation, t, notify, reload, failed],
  );

  const run = useCallback(
    (action: RowAction, row: StoredRecord) => {
      if (action.kind === 'delete') return setDialog(deleteRequest(resource, api, [row.id], t));
      if (action.kind === 'call') return startCall(action.name, row);
      if (action.kind !== 'state') return void navigate(screenPath(route, action.kind, row.id));
      const request = stateActionRequest(resource, api, action.name, row, t);
      if (request) return setDialog(request);
      // An action that asks nothing runs at once; a failure shows as a toast.
      api.act(action.name, row.id, {}).then(() => {
        notify(t('engine:list.done'));
        reload();
      }, failed);
    },
    [resource, api, t, navigate, route, notify, reload, startCall, failed],
  );

  const actions = useMemo<RowActionsContext>(
    () => ({
      actionsOf: (row) => rowActions(resource, permissions, userInfo, row),
      pathOf: (kind, row) => screenPath(route, kind, row.id),
      run,
      nameOf: (row) => String(row[layout.columns[0] ?? 'id'] ?? row.id),
    }),
    [resource, permissions, userInfo, route, run, layout],
  );

  const exportList = async () => {
    setExporting(true);
    try {
      // Every column, hidden ones too: an export is a whole copy, and its headings import back.
      const columns = listColumns(resource);
      const records = await query.fetchAll();
      const cellText = await lookupCellText(lookups, resource, columns, records, t);
      await downloadSheet(sheetFileName(title), sheetRows(resource, columns, records, t, cellText), title);
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.root}>
      <ScreenHeader
        title={title}
        actions={
          <>
            <Button
              icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
              disabledFocusable={exporting}
              onClick={() => void exportList()}
            >
              {t('engine:list.export')}
            </Button>
            {orderField && hasPrivilege(userInfo, resource.privileges.update) && (
              <SortButton
                resource={{ ...resource, orderField }}
                query={query}
                title={title}
                onSorted={sorted}
              />
            )}
            {callsOn(resource, 'list', userInfo).map(([name, call]) => (
              <Button key={name} icon={<SendRegular />} onClick={() => startCall(name, null)}>
                {t(call.title)}
              </Button>
            ))}
            {mayImport && (
              <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
                {t('engine:list.import')}
              </Button>
            )}
            {permissions.create && (
              <LinkButton to={screenPath(route, 'create')} appearance="primary" icon={<AddRegular />}>
                {t('engine:list.create')}
              </LinkButton>
            )}
          </>
        }
      />
      {live.paused && <AlertBar intent="warning" message={t('engine:live.paused')} />}
      {query.filters.length > 0 && (
        <Card className={styles.card}>
          <SearchForm resource={resource} query={query} />
        </Card>
      )}
      <Card className={styles.card}>
        <div className={styles.toolbar}>
          <div className={styles.toolbarEnd}>
            {permissions.delete && (
              <Button
                icon={<DeleteRegular />}
                disabled={selected.length === 0}
                onClick={() => setDialog(deleteRequest(resource, api, selected, t))}
              >
                {t('engine:list.deleteSelected')}
              </Button>
            )}
            {bulk.map(([name, action]) => (
              <Button
                key={name}
                disabled={selected.length === 0}
                onClick={() => setDialog(bulkActionRequest(resource, api, name, selected, t))}
              >
                {t('engine:list.bulkAction', { action: t(action.title) })}
              </Button>
            ))}
            {selected.length > 0 && (
              <Text className={styles.selected} aria-live="polite">
                {t('engine:list.selectedCount', { count: selected.length })}
              </Text>
            )}
          </div>
          <ColumnChooser resource={resource} layout={layout} />
        </div>
        <ResultGrid
          resource={resource}
          query={query}
          columns={layout.visible}
          actions={actions}
          selectable={permissions.delete || bulk.length > 0}
          onSelectionChange={setSelected}
        />
        <Pager query={query} />
      </Card>
      <EngineDialog
        request={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          const shown = dialog?.shown?.();
          if (shown) setShownAnswer(shown);
          else notify(dialog?.doneText?.() ?? t('engine:list.done'));
          reload();
        }}
      />
      <CallAnswerDialog answer={shownAnswer} onClose={() => setShownAnswer(null)} />
      {importing && (
        <ImportDialog
          resource={resource}
          title={title}
          onClose={() => setImporting(false)}
          onDone={(written) => {
            setImporting(false);
            notify(t('engine:import.done', { count: written }));
            reload();
          }}
        />
      )}
    </div>
  );
});
