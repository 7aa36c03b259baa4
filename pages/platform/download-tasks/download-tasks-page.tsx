// Download tasks (business §4): the files made for the caller in the background (a coupon's sheets,
// later exports and backups), newest first, each processing, downloadable or failed, with a
// download for those ready. A page of our own for everyone signed in (schemas/navigation.json); the
// server lists only the tasks the caller reaches.
import {
  Body1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, formatDate, keyNamespace } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE } from '../../../engine/protocol';
import type { DownloadTask } from '../../../engine/protocol';
import { DownloadButton, LoadFailure, PageSteps, ScreenHeader } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { TaskStatus } from './task-status';
import { useDownloadTasks } from './use-download-tasks';

const useStyles = makeStyles({
  table: { maxWidth: '1080px' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** The namespaces of the tasks' titles and reasons, loaded before they are translated. */
function namespacesOf(tasks: readonly DownloadTask[]): string[] {
  const keys = tasks.flatMap((task) => [keyNamespace(task.title), keyNamespace(task.reason)]);
  return [...new Set(keys.filter((namespace): namespace is string => namespace !== undefined))];
}

export function DownloadTasksPage({ route }: PageProps) {
  const styles = useStyles();
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const read = useDownloadTasks(pageNumber, DEFAULT_PAGE_SIZE, attempt);
  const tasks = read.state === 'ready' ? read.tasks : [];
  const { t } = useTranslation(['jobs', 'navigation', ...namespacesOf(tasks)]);
  if (read.state === 'loading') return <LoadingSpinner />;
  if (read.state === 'failed') return <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />;
  const header = <ScreenHeader title={t(route.title)} subtitle={t('jobs:downloads.hint')} />;
  if (read.count === 0)
    return (
      <section>
        {header}
        <Body1 as="p" className={styles.empty}>
          {t('jobs:downloads.empty')}
        </Body1>
      </section>
    );
  const fileOf = (task: DownloadTask) =>
    task.subject === null
      ? t(task.title)
      : t('jobs:downloads.fileOf', { title: t(task.title), subject: task.subject });
  return (
    <section>
      {header}
      <Table className={styles.table} aria-label={t(route.title)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('jobs:downloads.file')}</TableHeaderCell>
            <TableHeaderCell>{t('jobs:downloads.created')}</TableHeaderCell>
            <TableHeaderCell>{t('jobs:downloads.status')}</TableHeaderCell>
            <TableHeaderCell>{t('jobs:downloads.download')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tasks.map((task) => {
            const { file } = task;
            const name = fileOf(task);
            return (
              <TableRow key={task.id}>
                <TableCell>{name}</TableCell>
                <TableCell>{formatDate(task.createdAt)}</TableCell>
                <TableCell>
                  <TaskStatus task={task} file={name} />
                </TableCell>
                <TableCell>
                  {file && (
                    <DownloadButton
                      label={t('jobs:downloads.downloadFile', { file: name })}
                      // A refused download is told by the request layer.
                      onDownload={() => downloadFile(file.path, file.name).catch(() => undefined)}
                    >
                      {t('jobs:downloads.download')}
                    </DownloadButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <PageSteps
        pageNumber={pageNumber}
        pages={Math.ceil(read.count / DEFAULT_PAGE_SIZE)}
        onPage={setPageNumber}
      />
    </section>
  );
}
