// The merchant's reply to a guest's feedback: what the guest said, and the reply, which starts as
// the one given before when there is one. A failure stays in the dialog, the server's word on the
// reply under it, so the operator can correct and retry.
import {
  Body1,
  Body1Strong,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, currentLanguage, fieldErrorMap, RequestError, useSubmitLock } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import { REPLY_MAX_LENGTH, type CustomerFeedback } from '../../../protocol/customer-feedback';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  said: { whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
});

export interface ReplyDialogProps {
  feedback: CustomerFeedback;
  onClose(): void;
  onDone(): void;
}

export function ReplyDialog({ feedback, onClose, onDone }: ReplyDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['feedback', 'engine', 'validation']);
  const language = currentLanguage(i18n);
  const [reply, setReply] = useState(feedback.reply ?? '');
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RequestError | null>(null);
  const { locked, lock } = useSubmitLock();
  const label = t('feedback:fields.reply');
  const own = attempted && reply.trim() === '' ? t('validation:required', { label }) : undefined;
  const told = failure ? fieldErrorMap(failure.fieldErrors, language).reply : undefined;
  const message = own ?? told;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!lock() || reply.trim() === '' || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await api.put('/feedback/customer/reply', { id: feedback.id, reply });
      onDone();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{t('feedback:customer.replyTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              <AlertBar message={failure?.fieldErrors.length ? undefined : failureText(failure, language)} />
              {feedback.subject && <Body1Strong>{feedback.subject}</Body1Strong>}
              {feedback.content && <Body1 className={styles.said}>{feedback.content}</Body1>}
              <Field
                label={label}
                required
                validationMessage={message}
                validationState={message ? 'error' : 'none'}
              >
                <Textarea
                  value={reply}
                  maxLength={REPLY_MAX_LENGTH}
                  rows={5}
                  onChange={(_event, data) => setReply(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('engine:dialog.cancel')}</Button>
              <Button
                appearance="primary"
                type="submit"
                disabledFocusable={locked || pending}
                icon={pending ? <Spinner size="tiny" /> : undefined}
              >
                {t('feedback:customer.send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
