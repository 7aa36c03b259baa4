// Shows a schema screen once its route and resource are known: a spinner while they load, "not
// found" for a route the user may not open, a retry for a failed load. The screen gets its own
// Lookups store.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { currentLanguage } from '../client/i18n';
import { Lookups } from '../client/lookups';
import { LookupsContext } from '../client/lookups-context';
import type { ResourceNavigationRoute } from '../schema/navigation-answer';
import type { ResourceSchema } from '../schema/resource';
import { LoadingSpinner } from '../shell/loading-spinner';
import { NotFoundPage } from '../shell/not-found-page';
import { useScreenResource } from './use-screen-resource';

const useStyles = makeStyles({
  failed: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
  },
});

export interface ReadyScreen {
  route: ResourceNavigationRoute;
  resource: ResourceSchema;
}

/** A screen whose data could not be loaded (the request layer already said why). */
export function ScreenFailure({ onRetry }: { onRetry?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  return (
    <div className={styles.failed} role="alert">
      <Body1>{t('engine:screen.loadFailed')}</Body1>
      <Button onClick={onRetry ?? (() => window.location.reload())}>{t('engine:screen.retry')}</Button>
    </div>
  );
}

export function ScreenGate({
  routeName,
  children,
}: {
  routeName: string;
  children(screen: ReadyScreen): ReactNode;
}) {
  const screen = useScreenResource(routeName);
  const { resourceSchemas } = useClientStores();
  const { i18n } = useTranslation();
  // Each screen reads the names its lookups show afresh: a record renamed meanwhile shows renamed.
  // A language change reloads the page, so the language a screen starts with is the one it keeps.
  const [lookups] = useState(() => new Lookups(resourceSchemas, currentLanguage(i18n)));
  if (screen.state === 'loading') return <LoadingSpinner />;
  if (screen.state === 'missing') return <NotFoundPage />;
  if (screen.state === 'failed') return <ScreenFailure />;
  return <LookupsContext.Provider value={lookups}>{children(screen)}</LookupsContext.Provider>;
}
