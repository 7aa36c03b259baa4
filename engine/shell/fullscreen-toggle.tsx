// The fullscreen toggle (core spec §2.4, §8): the whole page full screen and back; a browser without
// the Fullscreen API gets the "unsupported" message instead.
import { Button } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFluentSize } from '../client/control-size-context';
import { useNotify } from './notices';

export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const size = useFluentSize();
  const notify = useNotify();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  // Escape (or the browser's own control) leaves full screen without this button.
  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify(t('shell:fullscreen.unsupported'), 'warning');
      return;
    }
    const change = fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => notify(t('shell:fullscreen.unsupported'), 'warning'));
  };
  const label = t(fullscreen ? 'shell:fullscreen.exit' : 'shell:fullscreen.enter');
  return (
    <Button
      className={className}
      appearance="subtle"
      size={size}
      icon={fullscreen ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
      aria-label={label}
      title={label}
      onClick={toggle}
    />
  );
}
