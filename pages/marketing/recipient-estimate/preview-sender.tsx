// "Send preview" under the estimate: an address and a button mailing the form's draft there. Enter
// in the address sends the preview, not the task's form around it; the outcome is read out.
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, pickMessage, type Language, type RequestError } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import type { PreviewSending } from './preview-sending';
import type { TaskDraft } from './task-draft';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  address: { flexGrow: 1, minWidth: '16em' },
  sent: { color: tokens.colorPaletteGreenForeground1 },
});

/** The refusal's own words: the address's field message when the server gave one. */
function failureText(error: RequestError | null, language: Language): string {
  const [field] = error?.fieldErrors ?? [];
  return field ? pickMessage(language, field) : (error?.message ?? '');
}

export const PreviewSender = observer(function PreviewSender(props: {
  preview: PreviewSending;
  draft: TaskDraft | null;
}) {
  const { preview, draft } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('marketingEstimate');
  const inputId = useId();
  const { outcome } = preview;
  const send = () => void preview.send(draft);
  return (
    <>
      <div className={styles.row}>
        <Field
          className={styles.address}
          label={{ children: t('previewEmail'), htmlFor: inputId }}
          hint={t('previewHint')}
        >
          <Input
            id={inputId}
            type="email"
            autoComplete="email"
            value={preview.email}
            onChange={(_event, data) => preview.setEmail(data.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              send();
            }}
          />
        </Field>
        <Button
          type="button"
          icon={<MailRegular />}
          disabledFocusable={!preview.canSend(draft)}
          onClick={send}
        >
          {preview.sending ? t('sending') : t('sendPreview')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <Text className={styles.sent}>{t('previewSent', { email: outcome.email })}</Text>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <AlertBar message={failureText(outcome.error, currentLanguage(i18n)) || t('previewFailed')} />
      )}
    </>
  );
});
