// The excel upload box (core spec §2.5, §5): one .xlsx, .xls or .csv file, dropped or chosen, read
// in the browser and handed back as a header and rows (an import screen validates and sends them).
// Not a form widget: a screen places it where its import begins.
import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCEL_SUFFIXES, readSheet, screenExcelFiles, type Sheet } from './excel-file';
import { FileDropZone } from './file-drop-zone';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const ACCEPT = EXCEL_SUFFIXES.map((suffix) => `.${suffix}`).join(',');

export interface ExcelDropBoxProps {
  onSheet(sheet: Sheet, file: File): void;
  disabled?: boolean;
}

export function ExcelDropBox({ onSheet, disabled }: ExcelDropBoxProps) {
  const styles = useStyles();
  const { t } = useTranslation('uploads');
  const [reading, setReading] = useState<string>();
  const [message, setMessage] = useState<string>();

  async function pick(files: File[]): Promise<void> {
    setMessage(undefined);
    const file = screenExcelFiles(files);
    if (typeof file === 'string') return setMessage(t(`uploads:excel.${file}`));
    setReading(file.name);
    try {
      onSheet(await readSheet(file.name, await file.arrayBuffer()), file);
    } catch {
      setMessage(t('uploads:excel.unreadable', { name: file.name }));
    } finally {
      setReading(undefined);
    }
  }

  return (
    <div className={styles.root}>
      <FileDropZone
        action={t('uploads:excel.choose')}
        hint={t('uploads:excel.hint')}
        accept={ACCEPT}
        multiple={false}
        disabled={disabled || reading !== undefined}
        onPick={(files) => void pick(files)}
      />
      {reading !== undefined && <Spinner size="tiny" label={t('uploads:excel.reading', { name: reading })} />}
      {message && (
        <MessageBar intent="warning">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
