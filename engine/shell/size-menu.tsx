// The size menu (core spec §2.4, §4, §8): default, medium, small or mini. The choice is saved, the
// current view is refreshed to take it, and "Switch Size Success" shows.
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { useFluentSize } from '../client/control-size-context';
import { isSize, SIZES } from '../client/control-size';
import { useNotify } from './notices';
import { usePopupLayer } from './popup-layer';
import { useRefreshView } from './use-refresh-view';

export const SizeMenu = observer(function SizeMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { controlSize } = useClientStores();
  const fluentSize = useFluentSize();
  const refresh = useRefreshView();
  const notify = useNotify();
  const choose = (value: string | undefined) => {
    if (!isSize(value) || value === controlSize.size) return;
    controlSize.set(value);
    refresh();
    notify(t('shell:size.switched'));
  };
  return (
    <Menu
      mountNode={usePopupLayer()}
      checkedValues={{ size: [controlSize.size] }}
      onCheckedValueChange={(_event, data) => choose(data.checkedItems[0])}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={className}
          appearance="subtle"
          size={fluentSize}
          icon={<TextFontSizeRegular />}
          aria-label={t('shell:size.label')}
          title={t('shell:size.label')}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('shell:size.label')}>
          {SIZES.map((size) => (
            <MenuItemRadio key={size} name="size" value={size}>
              {t(`shell:size.${size}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
