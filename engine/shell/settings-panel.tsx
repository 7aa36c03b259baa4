// The settings side panel (core spec §2.4): the theme colour and the layout switches, saved as they
// change. Pinyin search is offered only while the interface is in Chinese, where it applies.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SettingsRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { useFluentSize } from '../client/control-size-context';
import { currentLanguage } from '../client/i18n';
import type { SettingsValues } from '../client/settings';
import { ThemeColorPicker } from './theme-color-picker';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  switches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

type Toggle = Exclude<keyof SettingsValues, 'themeColor'>;

export const SettingsPanel = observer(function SettingsPanel() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shell');
  const { settings } = useClientStores();
  const size = useFluentSize();
  const [open, setOpen] = useState(false);
  const toggles: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
  if (currentLanguage(i18n) !== 'en') toggles.push('supportPinyinSearch');

  return (
    <>
      <Button
        appearance="subtle"
        size={size}
        icon={<SettingsRegular />}
        aria-label={t('shell:settings.open')}
        title={t('shell:settings.open')}
        onClick={() => setOpen(true)}
      />
      <OverlayDrawer position="end" open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('shell:settings.close')}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('shell:settings.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <ThemeColorPicker settings={settings} />
          <div className={styles.switches}>
            {toggles.map((key) => (
              <Switch
                key={key}
                label={t(`shell:settings.${key}`)}
                checked={settings[key]}
                onChange={(_event, data) => settings.change(key, data.checked)}
              />
            ))}
          </div>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
});
