// His sign-in on his own page with a code mailed to him: his email, "Send me a code", then the code
// and the sign-in. The server answers the asking alike whoever asks (no one learns who is a member),
// so the page says a code is on its way if the address is a member's; a wrong, used or expired code
// is one message, shown above the fields.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue, useSubmitLock } from '../../../engine/client';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_VALID_MINUTES } from '../../../protocol/member-page';
import type { FormValue } from '../../accounts/account-pages/account-rules';
import { FormInput } from '../../accounts/account-pages/form-input';
import { PublicForm, type FieldProblems } from '../../accounts/account-pages/public-form';
import { MemberFormHead } from './member-form-head';
import { askSignInCode, signInWithCode } from './member-page-api';
import type { MemberSignInFormProps } from './member-sign-in-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sent: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type CodeField = 'email' | 'code';

const required = (values: Record<CodeField, FormValue>): FieldProblems<CodeField> =>
  Object.fromEntries(
    (['email', 'code'] as const).flatMap((name) =>
      isEmptyValue(values[name]) ? [[name, 'validation:required']] : [],
    ),
  );

export const MemberCodeSignInForm = observer(function MemberCodeSignInForm({
  company,
  onSignedIn,
}: MemberSignInFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  const [form] = useState(() => new PublicForm<CodeField>({ email: '', code: '' }, required));
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const { locked, lock } = useSubmitLock();
  const email = () => form.text('email').trim();

  const send = async () => {
    if (!form.reveal('email') || sending) return;
    setSending(true);
    try {
      const to = email();
      await askSignInCode({ company, email: to });
      form.clearFailure();
      setSentTo(to);
    } catch (error) {
      form.fail(error);
    } finally {
      setSending(false);
    }
  };
  // Enter sends the code until one was sent, then signs in with it.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sentTo === undefined) return send();
    if (!lock()) return;
    // The code is the address's it was sent to, whatever the field holds since.
    const signedIn = await form.submit((values) =>
      signInWithCode({ company, email: sentTo, code: String(values.code).trim() }),
    );
    if (signedIn) onSignedIn(signedIn);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <MemberFormHead form={form} />
      <Button
        appearance={sentTo === undefined ? 'primary' : 'secondary'}
        size="large"
        disabledFocusable={sending}
        onClick={() => void send()}
      >
        {t(sentTo === undefined ? 'members:memberPage.sendCode' : 'members:memberPage.sendAgain')}
      </Button>
      {/* On the page from the start, so screen readers announce the text when it comes. */}
      <p className={styles.sent} role="status">
        {sentTo === undefined
          ? null
          : t('members:memberPage.codeSent', { email: sentTo, minutes: SIGN_IN_CODE_VALID_MINUTES })}
      </p>
      {sentTo !== undefined && (
        <>
          <FormInput
            form={form}
            name="code"
            labelKey="members:memberPage.code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={SIGN_IN_CODE_DIGITS}
            required
          />
          <Button type="submit" appearance="primary" size="large" disabledFocusable={locked || form.pending}>
            {t('members:memberPage.signIn')}
          </Button>
        </>
      )}
    </form>
  );
});
