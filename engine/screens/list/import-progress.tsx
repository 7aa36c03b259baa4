// The progress of the server's check or import: a labelled bar of rows done out of the rows sent,
// and the same count in words for screen readers, as the answer reports it every 50 rows.
import { Field, ProgressBar, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ImportStage } from './sheet-import';

export function ImportProgress({ stage, done, total }: { stage: ImportStage; done: number; total: number }) {
  const { t } = useTranslation('engine');
  const checking = stage === 'checking';
  return (
    <>
      <Field label={t(checking ? 'engine:import.checking' : 'engine:import.importing')}>
        <ProgressBar value={done} max={Math.max(total, 1)} />
      </Field>
      <Text role="status" aria-live="polite">
        {t(checking ? 'engine:import.checkedCount' : 'engine:import.importedCount', { done, total })}
      </Text>
    </>
  );
}
