// The screen of a settings record (docs/schemas.md "Settings records"): the form itself. A user
// who reaches several companies or shops chooses one first; the form then shows that tenant's
// record (its defaults before the first save), and each save reads it again. A user who may read
// the settings but not change them sees them as a detail screen shows a record; one who may change
// them sees the values only the server writes (a booking URL) read, above the form. A page of our own
// may put what the form cannot hold below it (`aside`: a queue page's address and QR code), for the
// same tenant and record.
import { makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../../client/client-stores';
import { hasPrivilege } from '../../client/privileges';
import type { StoredRecord } from '../../client/resource-api';
import { useSession } from '../../client/session-context';
import { asFormApi, settingsApi, type TenantChoice } from '../../client/settings-api';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { NotFoundPage } from '../../shell/not-found-page';
import { ScreenHeader } from '../screen-header';
import { LoadFailure } from '../load-failure';
import { ScreenGate, type ReadyScreen } from '../screen-gate';
import { RecordCards, RecordView } from '../detail/record-view';
import { RecordFormView } from '../form/record-form-view';
import { tenantKindOf } from '../form/tenant-picker';
import { TenantSelect, tenantsToChoose } from './tenant-select';

const useStyles = makeStyles({
  choice: { maxWidth: '360px', marginBottom: tokens.spacingVerticalL },
  held: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** What a page shows below a settings form: the tenant's record as read, and how to read it again. */
export interface SettingsAsideProps {
  resource: ReadyScreen['resource'];
  record: StoredRecord;
  tenant: TenantChoice;
  /** Reads the record again (and so redraws the form), after a change made beside the form. */
  reload(): void;
}

interface SettingsScreenProps {
  routeName: string;
  aside?: ComponentType<SettingsAsideProps>;
}

type ChosenScreen = ReadyScreen & Pick<SettingsScreenProps, 'aside'>;

export function SettingsScreen({ routeName, aside }: SettingsScreenProps) {
  return (
    <ScreenGate routeName={routeName}>
      {(screen) => <SettingsChoice {...screen} {...(aside ? { aside } : {})} />}
    </ScreenGate>
  );
}

const SettingsChoice = observer(function SettingsChoice(screen: ChosenScreen) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const session = useSession();
  const { navigation } = useClientStores();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const { route, resource } = screen;
  if (!hasPrivilege(session.userInfo, resource.privileges.read)) return <NotFoundPage />;
  const kind = tenantKindOf(resource);
  // Whoever reaches one tenant (or may not list them) is placed by the server.
  const tenants = kind === null ? undefined : tenantsToChoose(kind, navigation, session.userInfo);
  if (kind === null || tenants === undefined) return <SettingsForm {...screen} tenant={{}} />;
  return (
    <>
      {chosen === undefined && <ScreenHeader title={t(route.title)} />}
      <div className={styles.choice}>
        <TenantSelect kind={kind} tenants={tenants} value={chosen} onChange={setChosen} />
      </div>
      {chosen !== undefined && <SettingsForm key={chosen} {...screen} tenant={{ [`${kind}Id`]: chosen }} />}
    </>
  );
});

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; record: StoredRecord };

const SettingsForm = observer(function SettingsForm({
  route,
  resource,
  tenant,
  aside: Aside,
}: ChosenScreen & { tenant: TenantChoice }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const session = useSession();
  // The form is keyed by its tenant, so the calls are made once per mounted form.
  const [api] = useState(() => settingsApi(resource, tenant));
  const formApi = useMemo(() => asFormApi(api), [api]);
  const [round, setRound] = useState(0);
  // The answer is kept with the read it answers, so a reload reads as loading at once.
  const [answer, setAnswer] = useState<{ round: number; loaded: Loaded } | null>(null);
  useEffect(() => {
    let live = true;
    api.read().then(
      (record) => live && setAnswer({ round, loaded: { state: 'ready', record } }),
      () => live && setAnswer({ round, loaded: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [api, round]);
  const reload = () => setRound((value) => value + 1);
  const loaded: Loaded = answer?.round === round ? answer.loaded : { state: 'loading' };
  if (loaded.state === 'loading') return <LoadingSpinner />;
  if (loaded.state === 'failed') return <LoadFailure onRetry={reload} />;
  const { record } = loaded;
  const aside = Aside && <Aside resource={resource} record={record} tenant={tenant} reload={reload} />;
  // Whoever may read the settings but not change them sees them read, with no Save to be refused.
  if (!hasPrivilege(session.userInfo, resource.privileges.update))
    return (
      <>
        <RecordView resource={resource} record={record} header={{ title: t(route.title) }} />
        {aside}
      </>
    );
  // The values only the server writes (a booking URL) have no input: a saved record shows them read.
  const held = Object.keys(resource.fields).filter((name) => resource.fields[name]?.ui?.readOnly);
  return (
    <>
      <RecordFormView
        key={`${record.id}-${record.version}`}
        route={route}
        resource={resource}
        mode="edit"
        api={formApi}
        record={record}
        onReload={reload}
        settings
        above={
          held.length > 0 && record.id !== 0 ? (
            <div className={styles.held}>
              <RecordCards resource={resource} record={record} names={held} />
            </div>
          ) : undefined
        }
      />
      {aside}
    </>
  );
});
