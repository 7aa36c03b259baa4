// The import dialog of a list whose resource is `importable` (issue 6): a template to fill in, the
// excel drop box, what the browser read and found wrong, then the server's check (a dry run) with
// its progress and the rows it refuses, and only after a clean check the import itself, all rows or
// none. The caller closes the dialog and reloads its list when the rows are in.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../../client/client-stores';
import { currentLanguage } from '../../client/i18n';
import { importRows } from '../../client/import-api';
import { useSession } from '../../client/session-context';
import type { ResourceSchema } from '../../schema/resource';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { ExcelDropBox } from '../../widgets/excel-drop-box';
import type { Sheet } from '../../widgets/excel-file';
import { AlertBar } from '../../shell/alert-bar';
import { DialogForm } from '../dialog/dialog-form';
import { failureText } from '../failure-text';
import { downloadSheet, sheetFileName } from './export-sheet';
import { ImportProblems } from './import-problems';
import { ImportProgress } from './import-progress';
import { ImportTenantForm, importTenantResource } from './import-tenant-form';
import { ReadingSummary } from './reading-summary';
import { SheetImport } from './sheet-import';
import { outcomeProblems, readSheetRecords, sheetProblems, templateHeadings } from './sheet-records';
import { useSheetLanguages } from './use-sheet-languages';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  template: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface ImportDialogProps {
  resource: ResourceSchema;
  /** The list's title: it names the dialog and the template file. */
  title: string;
  onClose(): void;
  /** Called with the count of rows written. */
  onDone(written: number): void;
}

export function ImportDialog(props: ImportDialogProps) {
  const styles = useStyles();
  const { resource, onClose } = props;
  const [store] = useState(
    () => new SheetImport((call, onProgress) => importRows(resource, call, onProgress)),
  );
  return (
    <Dialog
      open
      modalType="modal"
      // A running import cannot be walked away from: its answer decides what the list shows.
      onOpenChange={(_event, data) => !data.open && !store.running && onClose()}
    >
      <DialogSurface className={styles.surface}>
        {/* Its words (the drop box's uploads namespace) come on first use. */}
        <Suspense fallback={<LoadingSpinner minHeight="240px" />}>
          <ImportBody {...props} store={store} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}

const ImportBody = observer(function ImportBody({
  resource,
  title,
  store,
  onClose,
  onDone,
}: ImportDialogProps & { store: SheetImport }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['engine', 'uploads']);
  const language = currentLanguage(i18n);
  const languages = useSheetLanguages(resource);
  const session = useSession();
  const { navigation } = useClientStores();
  const [tenantForm] = useState(() => {
    const picker = importTenantResource(resource, session.userInfo, navigation.resourceRoutes);
    return picker && new DialogForm(picker, () => Promise.resolve());
  });
  const records = store.reading?.records ?? [];
  const outcome = store.outcome;

  const takeSheet = (sheet: Sheet) => {
    if (!languages) return;
    const reading = readSheetRecords(resource, sheet, languages);
    store.takeSheet(reading, sheetProblems(resource, reading.records, t));
  };
  const check = async () => {
    // The picker's own message shows when no company or shop is chosen yet.
    if (tenantForm && !(await tenantForm.submit())) return;
    await store.check();
  };
  const runImport = async () => {
    const written = await store.importChecked();
    if (written > 0) onDone(written);
  };
  const downloadTemplate = () =>
    downloadSheet(
      sheetFileName(t('engine:import.templateName', { title })),
      [templateHeadings(resource, t)],
      title,
    );
  const failure = failureText(store.failure, language);

  return (
    <DialogBody>
      <DialogTitle>{t('engine:import.title', { title })}</DialogTitle>
      <DialogContent className={styles.content}>
        {tenantForm && <ImportTenantForm form={tenantForm} onChange={store.setTenant} />}
        <div className={styles.template}>
          <Text>{t('engine:import.intro')}</Text>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadTemplate()}>
            {t('engine:import.template')}
          </Button>
        </div>
        {languages ? (
          <ExcelDropBox onSheet={takeSheet} disabled={store.running} />
        ) : (
          <LoadingSpinner minHeight="120px" />
        )}
        {store.reading && <ReadingSummary reading={store.reading} />}
        {store.sheetProblems.length > 0 && (
          <ImportProblems
            resource={resource}
            problems={store.sheetProblems}
            summary={t('engine:import.sheetProblems', { count: store.sheetProblems.length })}
          />
        )}
        {store.running && <ImportProgress stage={store.stage} done={store.done} total={store.total} />}
        <AlertBar message={failure} />
        {outcome && outcome.problemCount > 0 && (
          <ImportProblems
            resource={resource}
            problems={outcomeProblems(outcome, records, language)}
            count={outcome.problemCount}
            summary={t('engine:import.problems', { count: outcome.problemCount })}
          />
        )}
        {store.passed && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('engine:import.passed', { count: store.total })}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabledFocusable={store.running} onClick={onClose}>
          {t('engine:import.close')}
        </Button>
        {store.passed ? (
          <Button appearance="primary" disabledFocusable={store.running} onClick={() => void runImport()}>
            {t('engine:import.run', { count: store.total })}
          </Button>
        ) : (
          <Button appearance="primary" disabledFocusable={!store.checkable} onClick={() => void check()}>
            {t('engine:import.check')}
          </Button>
        )}
      </DialogActions>
    </DialogBody>
  );
});
