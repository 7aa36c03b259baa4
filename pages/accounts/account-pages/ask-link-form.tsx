// The first half of a forgotten password or manager key (/wjmm, /zcszmm without a code): the email
// or username to mail a reset link to. The answer is the same whether or not an account matched.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import { RESET_LINK_VALID_MINUTES } from '../../../protocol/account-mail';
import { askResetLink, type SecretKind } from './account-api';
import { lookupProblems, type LookupField } from './account-rules';
import { DoneNotice } from './form-notices';
import { FormInput } from './form-input';
import { PublicForm } from './public-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export const AskLinkForm = observer(function AskLinkForm({ kind }: { kind: SecretKind }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const [form] = useState(() => new PublicForm<LookupField>({ emailOrUsername: '' }, lookupProblems));
  const [sent, setSent] = useState(false);
  const { locked, lock } = useSubmitLock();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const done = await form.submit(async (values) => {
      await askResetLink(kind, String(values.emailOrUsername));
      return true;
    });
    if (done) setSent(true);
  };

  if (sent)
    return (
      <DoneNotice title={t('forgot.sentTitle')}>
        {t('forgot.sentText', { minutes: RESET_LINK_VALID_MINUTES })}
      </DoneNotice>
    );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <FormInput form={form} name="emailOrUsername" autoComplete="username" required />
      <Button type="submit" appearance="primary" disabledFocusable={locked || form.pending}>
        {form.pending ? t('submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
});
