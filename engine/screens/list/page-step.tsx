// The pagers' previous and next buttons: an icon, a label a screen reader reads, off at either end.
import { Button } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface PageStepProps {
  direction: 'previous' | 'next';
  disabled: boolean;
  onStep(): void;
}

export function PageStep({ direction, disabled, onStep }: PageStepProps) {
  const { t } = useTranslation('engine');
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={direction === 'previous' ? <ChevronLeftRegular /> : <ChevronRightRegular />}
      aria-label={t(`engine:pager.${direction}`)}
      disabled={disabled}
      onClick={onStep}
    />
  );
}
