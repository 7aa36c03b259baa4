// The registration's email verification (business spec §4, §5): the send-code button mails a
// six-digit code to the address above it, then counts down a minute before it may send again.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_VALID_MINUTES, VERIFICATION_CODE_DIGITS } from '../../../protocol/account-mail';
import { sendRegistrationCode } from './account-api';
import type { RegistrationField } from './account-rules';
import { FormInput } from './form-input';
import type { PublicForm } from './public-form';
import { useCountdown } from './use-countdown';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sent: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export const CodeField = observer(function CodeField({ form }: { form: PublicForm<RegistrationField> }) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const send = async () => {
    if (!form.reveal('email') || sending) return;
    setSending(true);
    const email = form.text('email').trim();
    try {
      start(await sendRegistrationCode(email));
      setSentTo(email);
    } catch (error) {
      form.fail(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.root}>
      <FormInput
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        required
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            disabled={remaining > 0 || sending}
            onClick={() => void send()}
          >
            {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('register.sendCode')}
          </Button>
        }
      />
      {sentTo && (
        <p className={styles.sent} role="status">
          {t('register.codeSent', { email: sentTo, minutes: CODE_VALID_MINUTES })}
        </p>
      )}
      <FormInput
        form={form}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={VERIFICATION_CODE_DIGITS}
        required
      />
    </div>
  );
});
