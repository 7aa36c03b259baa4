// The settings side panel's button (core spec §2.4). The drawer behind it, with the colour swatches
// and switches, is fetched when first opened rather than with the shell (docs/architecture.md,
// issue 10), then kept so it can animate closed and open again at once.
import { Button } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFluentSize } from '../client/control-size-context';

const SettingsDrawer = lazy(async () => ({ default: (await import('./settings-drawer')).SettingsDrawer }));

export function SettingsPanel() {
  const { t } = useTranslation('shell');
  const size = useFluentSize();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        appearance="subtle"
        size={size}
        icon={<SettingsRegular />}
        aria-label={t('shell:settings.open')}
        title={t('shell:settings.open')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
