// What the browser made of a dropped sheet, before anything is sent: how many rows it read, which
// headings it ignored (they name no field) and which fields an import does not fill.
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_ROWS } from '../../protocol/import';
import { AlertBar } from '../../shell/alert-bar';
import type { SheetReading } from './sheet-records';

export function ReadingSummary({ reading }: { reading: SheetReading }) {
  const { t } = useTranslation('engine');
  const { records, unknownHeadings, unimportableHeadings } = reading;
  const count = records.length;
  return (
    <>
      {unknownHeadings.length === 0 ? (
        <Text role="status">{t('engine:import.rowsRead', { count })}</Text>
      ) : (
        // Ignored headings are a warning: a misspelt heading leaves its whole column out.
        <MessageBar intent="warning" role="status">
          <MessageBarBody>
            {t('engine:import.rowsRead', { count })}
            {t('engine:import.ignored', {
              count: unknownHeadings.length,
              headings: unknownHeadings.join(', '),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {unimportableHeadings.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('engine:import.unimportable', { headings: unimportableHeadings.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
      {count === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('engine:import.nothingToImport')}</MessageBarBody>
        </MessageBar>
      )}
      {count > MAX_IMPORT_ROWS && (
        <AlertBar message={t('engine:import.tooMany', { count, limit: MAX_IMPORT_ROWS })} />
      )}
    </>
  );
}
