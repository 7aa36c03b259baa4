// /yqjl?code=… (core spec §2.1, business spec §3 "Managers are invited by email"): the invitee sees
// who invites him where, and chooses the username and password he will sign in with and his manager key.
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import { SECONDARY_PASSWORD_DIGITS } from '../../../protocol/secondary-password';
import type { Invitation } from '../../../protocol/account-mail';
import { acceptInvitation, readInvitation } from './account-api';
import { invitationProblems, type InvitationField } from './account-rules';
import { AccountFrame } from './account-frame';
import { DoneNotice } from './form-notices';
import { FormInput } from './form-input';
import { PublicForm } from './public-form';
import { useLinkCheck } from './use-link-check';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
});

const AcceptForm = observer(function AcceptForm({
  code,
  invitation,
}: {
  code: string;
  invitation: Invitation;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const [form] = useState(
    () =>
      new PublicForm<InvitationField>(
        { username: '', password: '', password2: '', managerKey: '', managerKey2: '' },
        invitationProblems,
      ),
  );
  const [username, setUsername] = useState<string>();
  const { locked, lock } = useSubmitLock();

  if (username)
    return (
      <DoneNotice title={t('invitation.doneTitle')}>{t('invitation.doneText', { username })}</DoneNotice>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const created = await form.submit((values) =>
      acceptInvitation(code, {
        username: String(values.username).trim(),
        password: String(values.password),
        secondaryPassword: String(values.managerKey),
      }),
    );
    if (created) setUsername(created);
  };
  const role = t(`invitation.roles.${invitation.accountType}`, { defaultValue: invitation.accountType });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Body1 as="p" className={styles.flush}>
        {t('invitation.subtitle', { inviter: invitation.inviterName, company: invitation.companyName, role })}
      </Body1>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <FormInput form={form} name="username" autoComplete="username" required />
      <FormInput form={form} name="password" type="password" autoComplete="new-password" required />
      <FormInput form={form} name="password2" type="password" autoComplete="new-password" required />
      {(['managerKey', 'managerKey2'] as const).map((name) => (
        <FormInput
          key={name}
          form={form}
          name={name}
          type="password"
          autoComplete="off"
          inputMode="numeric"
          maxLength={SECONDARY_PASSWORD_DIGITS}
          hint={name === 'managerKey' ? t('managerKey.hint') : undefined}
          required
        />
      ))}
      <Button type="submit" appearance="primary" disabledFocusable={locked || form.pending}>
        {form.pending ? t('submitting') : t('invitation.submit')}
      </Button>
    </form>
  );
});

export function InvitationPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const code = params.get('code');
  const link = useLinkCheck(code, readInvitation);
  const title =
    link.state === 'valid'
      ? t('invitation.title', { company: link.value.companyName })
      : t('invitation.heading');
  return (
    <AccountFrame title={title}>
      {link.state === 'checking' && <Spinner label={t('reset.checking')} />}
      {link.state === 'dead' && <AlertBar message={link.message} multiline />}
      {link.state === 'valid' && code && <AcceptForm code={code} invitation={link.value} />}
    </AccountFrame>
  );
}
