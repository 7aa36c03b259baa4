// Customer feedback (business §2 /feedback_management, §3 "Feedback"): what guests sent through the
// point of sale on the chosen days, with every §3 field, a page at a time, filtered, exported whole
// by a background job, and answered: a reply (given again while the feedback is open) or finishing
// it. A page of our own; the server scopes every call.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, hasPrivilege, usePutAnswer, useSession } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE } from '../../../engine/protocol';
import { EngineDialog, LoadFailure, PageSteps, ScreenHeader } from '../../../engine/screens';
import type { DialogRequest } from '../../../engine/screens';
import { LoadingSpinner, useNotify } from '../../../engine/shell';
import type { CustomerFeedback, CustomerFeedbackQuery } from '../../../protocol/customer-feedback';
import { lastDays } from '../../analytics/reports/report-days';
import { useReportLists } from '../../analytics/reports/use-report-lists';
import { CustomerFeedbackExport } from './customer-feedback-export';
import { CustomerFeedbackFilters } from './customer-feedback-filters';
import { CustomerFeedbackTable } from './customer-feedback-table';
import { ReplyDialog } from './reply-dialog';

/** The page's action: replying and finishing (schemas/feedback/privileges.json). */
const REPLY_PRIVILEGE = 'customer_feedback_reply';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { color: tokens.colorNeutralForeground2 },
});

export const CustomerFeedbackPage = observer(function CustomerFeedbackPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation(['feedback']);
  const { shops } = useReportLists();
  const { userInfo } = useSession();
  const notify = useNotify();
  const [query, setQuery] = useState<CustomerFeedbackQuery>(() => lastDays(30));
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [replying, setReplying] = useState<CustomerFeedback | null>(null);
  const [finishing, setFinishing] = useState<DialogRequest | null>(null);
  const read = usePutAnswer<CustomerFeedback[]>(
    '/feedback/customer',
    { ...query, pageNumber, pageSize: DEFAULT_PAGE_SIZE },
    attempt,
  );
  const ask = (next: CustomerFeedbackQuery) => {
    setQuery(next);
    setPageNumber(1);
  };
  const answered = (done: string) => {
    notify(t(done));
    setAttempt((n) => n + 1);
  };
  const onAnswer = (feedback: CustomerFeedback, action: 'reply' | 'finish') => {
    if (action === 'reply') setReplying(feedback);
    else
      setFinishing({
        kind: 'confirm',
        title: t('feedback:actions.finish'),
        body: t('feedback:customer.finishConfirm'),
        confirmText: t('feedback:actions.finish'),
        onConfirm: () => api.put('/feedback/customer/finish', { id: feedback.id }),
      });
  };
  return (
    <section className={styles.page}>
      <ScreenHeader title={t(route.title)} subtitle={t('feedback:customer.hint')} />
      <CustomerFeedbackFilters query={query} onChange={ask} shops={shops} />
      <CustomerFeedbackExport query={query} />
      {read.state === 'loading' && <LoadingSpinner />}
      {read.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {read.state === 'ready' &&
        (read.data.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            {t('feedback:customer.empty')}
          </Body1>
        ) : (
          <>
            <Body1 as="p" role="status">
              {t('feedback:customer.found', { count: read.count ?? read.data.length })}
            </Body1>
            <CustomerFeedbackTable
              feedback={read.data}
              onAnswer={hasPrivilege(userInfo, REPLY_PRIVILEGE) ? onAnswer : null}
            />
            <PageSteps
              pageNumber={pageNumber}
              pages={Math.ceil((read.count ?? read.data.length) / DEFAULT_PAGE_SIZE)}
              onPage={setPageNumber}
            />
          </>
        ))}
      {replying && (
        <ReplyDialog
          feedback={replying}
          onClose={() => setReplying(null)}
          onDone={() => {
            setReplying(null);
            answered('feedback:customer.replyDone');
          }}
        />
      )}
      <EngineDialog
        request={finishing}
        onClose={() => setFinishing(null)}
        onDone={() => {
          setFinishing(null);
          answered('feedback:customer.finishDone');
        }}
      />
    </section>
  );
});
