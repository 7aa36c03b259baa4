// The settings side panel's drawer (core spec §2.4): the theme colour and the layout switches, saved
// as they change. Pinyin search is offered only while the interface is in Chinese, where it applies.
// Its own chunk: it loads when the panel is first opened (settings-panel.tsx).
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
import { DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { currentLanguage } from '../client/i18n';
import type { SettingsValues } from '../client/saved-settings';
import { ThemeColorPicker } from './theme-color-picker';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  switches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

type Toggle = Exclude<keyof SettingsValues, 'themeColor'>;

export interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
}

export const SettingsDrawer = observer(function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shell');
  const { settings } = useClientStores();
  const toggles: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
  if (currentLanguage(i18n) !== 'en') toggles.push('supportPinyinSearch');

  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t('shell:settings.close')}
              onClick={onClose}
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
  );
});
