// The error log's place in the header (core spec §2.4): nothing while the log is empty, as on most
// visits, so its button and dialog load only with the first entry (docs/architecture.md, issue 10).
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useClientStores } from '../client/client-stores';

const ErrorLogDialog = lazy(async () => ({ default: (await import('./error-log-dialog')).ErrorLogDialog }));

export const ErrorLogButton = observer(function ErrorLogButton() {
  const { errorLog } = useClientStores();
  if (errorLog.logs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLogDialog />
    </Suspense>
  );
});
