// The error log (core spec §2.4): a header button opens a 650 px dialog listing the entries, newest
// first, with a button that clears them all. Its own chunk, fetched once the log holds an entry
// (error-log-button.tsx).
import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BugRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { useFluentSize } from '../client/control-size-context';
import { formatDate } from '../client/format/date-format';
import type { ErrorEntry } from '../client/error-log';

export const ERROR_LOG_WIDTH = '650px';

const useStyles = makeStyles({
  trigger: { position: 'relative', display: 'inline-flex' },
  // On the button's corner; a click on it reaches the button.
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
  surface: { width: ERROR_LOG_WIDTH, maxWidth: 'calc(100vw - 32px)' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '60vh',
    margin: 0,
    padding: 0,
    overflowY: 'auto',
    listStyle: 'none',
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  message: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  stack: {
    margin: 0,
    maxHeight: '160px',
    overflow: 'auto',
    fontSize: tokens.fontSizeBase100,
    whiteSpace: 'pre-wrap',
  },
});

function ErrorLogEntry({ entry }: { entry: ErrorEntry }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <li className={styles.entry}>
      <span className={styles.message}>{entry.message}</span>
      <span className={styles.meta}>
        {t(`shell:errorLog.sources.${entry.source}`)} · {formatDate(entry.time)} · {entry.url}
      </span>
      {entry.stack && (
        <details>
          <summary>{t('shell:errorLog.stack')}</summary>
          <pre className={styles.stack}>{entry.stack}</pre>
        </details>
      )}
    </li>
  );
}

export const ErrorLogDialog = observer(function ErrorLogDialog() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { errorLog } = useClientStores();
  const size = useFluentSize();
  const [open, setOpen] = useState(false);
  const count = errorLog.logs.length;
  if (count === 0) return null;

  const clearAll = () => {
    setOpen(false);
    errorLog.clear();
  };
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <span className={styles.trigger}>
        <DialogTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size={size}
            icon={<BugRegular />}
            aria-label={t('shell:errorLog.open', { count })}
            title={t('shell:errorLog.open', { count })}
          />
        </DialogTrigger>
        <CounterBadge className={styles.badge} count={count} size="small" color="danger" aria-hidden />
      </span>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('shell:errorLog.title')}</DialogTitle>
          <DialogContent>
            <ul className={styles.list}>
              {errorLog.logs.map((entry) => (
                <ErrorLogEntry key={entry.id} entry={entry} />
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={clearAll}>
              {t('shell:errorLog.clearAll')}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('shell:errorLog.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
