// The second half (/czmm, /zcszmm with a code): the link is checked first; while it works, the new
// password (at least 8 characters, said by the server) or the new six-digit manager key, twice.
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { ACCOUNT_PAGES } from '../../../protocol/account-mail';
import { SECONDARY_PASSWORD_DIGITS } from '../../../protocol/secondary-password';
import { AccountStatus } from '../../../protocol/account-status';
import { AlertBar, LinkButton } from '../../../engine/shell';
import { confirmResetLink, resetSecret, type SecretKind } from './account-api';
import { newSecretProblems, type NewSecretField } from './account-rules';
import { DoneNotice } from './form-notices';
import { FormInput } from './form-input';
import { PublicForm } from './public-form';
import { useLinkCheck } from './use-link-check';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
});

// Per kind: the page that asks for a new link, the texts' keys and the labels of the two fields.
const KINDS = {
  password: {
    askPage: ACCOUNT_PAGES.forgotPassword,
    texts: 'reset',
    labels: ['newPassword', 'newPassword2'],
  },
  managerKey: { askPage: ACCOUNT_PAGES.managerKey, texts: 'managerKey', labels: ['newKey', 'newKey2'] },
} as const;

export const ResetSecretForm = observer(function ResetSecretForm({
  kind,
  code,
}: {
  kind: SecretKind;
  code: string | null;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const { askPage, texts, labels } = KINDS[kind];
  const sixDigits = kind === 'managerKey';
  const confirm = useCallback((token: string) => confirmResetLink(kind, token), [kind]);
  const link = useLinkCheck(code, confirm);
  const [form] = useState(
    () =>
      new PublicForm<NewSecretField>({ newPassword: '', newPassword2: '' }, (values) =>
        newSecretProblems(sixDigits, values),
      ),
  );
  const [done, setDone] = useState(false);
  const { locked, lock } = useSubmitLock();

  if (link.state === 'checking') return <Spinner label={t('reset.checking')} />;
  const failure = link.state === 'dead' ? link.message : form.failureMessage(currentLanguage(i18n));
  // A link that died while the form was open (used in another tab, expired) ends the form too.
  if (link.state === 'dead' || form.error?.status === AccountStatus.linkExpired.code)
    return (
      <div className={styles.form}>
        <AlertBar message={failure} multiline />
        <LinkButton to={askPage} appearance="primary">
          {t('links.askAgain')}
        </LinkButton>
      </div>
    );
  if (done) return <DoneNotice title={t(`${texts}.doneTitle`)}>{t(`${texts}.doneText`)}</DoneNotice>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock() || !code) return;
    const sent = await form.submit(async (values) => {
      await resetSecret(kind, code, String(values.newPassword));
      return true;
    });
    if (sent) setDone(true);
  };
  const secretInput = sixDigits
    ? { inputMode: 'numeric' as const, maxLength: SECONDARY_PASSWORD_DIGITS, hint: t('managerKey.hint') }
    : {};
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Body1 as="p" className={styles.flush}>
        {t(`${texts}.subtitle`, { username: link.value })}
      </Body1>
      <AlertBar message={failure} multiline />
      {(['newPassword', 'newPassword2'] as const).map((name, index) => (
        <FormInput
          key={name}
          form={form}
          name={name}
          labelKey={`account:fields.${labels[index]}`}
          type="password"
          autoComplete="new-password"
          required
          {...secretInput}
        />
      ))}
      <Button type="submit" appearance="primary" disabledFocusable={locked || form.pending}>
        {form.pending ? t('submitting') : t(`${texts}.submit`)}
      </Button>
    </form>
  );
});
