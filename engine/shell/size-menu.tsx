// The size menu's button in the header (core spec §2.4); its list (size-menu-popup.tsx) comes with
// the header's popups, on first use.
import { Button } from '@fluentui/react-components';
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFluentSize } from '../client/control-size-context';
import { MenuOnFirstUse } from './menu-on-first-use';

export function SizeMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const fluentSize = useFluentSize();
  const [open, setOpen] = useState(false);
  return (
    <MenuOnFirstUse
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          className={className}
          appearance="subtle"
          size={fluentSize}
          icon={<TextFontSizeRegular />}
          aria-label={t('shell:size.label')}
          title={t('shell:size.label')}
        />
      }
      menu={(popups, props) => <popups.SizeMenuPopup {...props} />}
    />
  );
}
