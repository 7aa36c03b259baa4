// What a screen that threw while rendering shows instead (screen-error-boundary.tsx): its own chunk,
// fetched only when a screen fails (docs/architecture.md, issue 10).
import { Body1, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AlertBar } from './alert-bar';

export function ScreenFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <AlertBar
      title={t('shell:screenError.title')}
      multiline
      message={
        <>
          <Body1 as="p">{t('shell:screenError.hint')}</Body1>
          <Button onClick={onRetry}>{t('shell:screenError.retry')}</Button>
        </>
      }
    />
  );
}
