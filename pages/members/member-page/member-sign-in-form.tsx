// His sign-in on his own page: the email and password he signed up with at this restaurant. The
// server answers one message whatever was wrong, and the form shows it above the fields.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isEmptyValue, useSubmitLock } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import type { MemberSignIn } from '../../../protocol/member-page';
import type { FormValue } from '../../accounts/account-pages/account-rules';
import { FormInput } from '../../accounts/account-pages/form-input';
import { PublicForm, type FieldProblems } from '../../accounts/account-pages/public-form';
import { signInMember } from './member-page-api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type SignInField = 'email' | 'password';

const required = (values: Record<SignInField, FormValue>): FieldProblems<SignInField> =>
  Object.fromEntries(
    (['email', 'password'] as const).flatMap((name) =>
      isEmptyValue(values[name]) ? [[name, 'validation:required']] : [],
    ),
  );

export interface MemberSignInFormProps {
  company: string;
  onSignedIn(signedIn: MemberSignIn): void;
}

export const MemberSignInForm = observer(function MemberSignInForm({
  company,
  onSignedIn,
}: MemberSignInFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('members');
  const [form] = useState(() => new PublicForm<SignInField>({ email: '', password: '' }, required));
  const { locked, lock } = useSubmitLock();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const signedIn = await form.submit((values) =>
      signInMember({ company, email: String(values.email).trim(), password: String(values.password) }),
    );
    if (signedIn) onSignedIn(signedIn);
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <FormInput
        form={form}
        name="email"
        labelKey="members:fields.email"
        type="email"
        autoComplete="email"
        required
      />
      <FormInput
        form={form}
        name="password"
        labelKey="members:fields.password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" appearance="primary" size="large" disabledFocusable={locked || form.pending}>
        {t('members:memberPage.signIn')}
      </Button>
    </form>
  );
});
