// His sign-in on his own page, the ways his restaurant opens (its membership settings'
// `signInMethods`, as GET /member-page/sign-in-methods answers): with the email and password he signed
// up with, or with a code mailed to him (member-code-sign-in-form.tsx); tabs when both are open, the
// one form when one is. The server answers one message whatever was wrong, shown above the fields.
import { Button, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue, useSubmitLock } from '../../../engine/client';
import { LoadFailure, useAskedPage } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import type { MemberSignIn, MemberSignInMethod } from '../../../protocol/member-page';
import type { FormValue } from '../../accounts/account-pages/account-rules';
import { FormInput } from '../../accounts/account-pages/form-input';
import { PublicForm, type FieldProblems } from '../../accounts/account-pages/public-form';
import { MemberCodeSignInForm } from './member-code-sign-in-form';
import { MemberFormHead } from './member-form-head';
import { readSignInMethods, signInMember } from './member-page-api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  quiet: { color: tokens.colorNeutralForeground2 },
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

const PasswordSignInForm = observer(function PasswordSignInForm({
  company,
  onSignedIn,
}: MemberSignInFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
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
      <MemberFormHead form={form} />
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

const FORMS: Record<MemberSignInMethod, typeof PasswordSignInForm> = {
  emailPassword: PasswordSignInForm,
  emailCode: MemberCodeSignInForm,
};

const TAB_LABELS: Record<MemberSignInMethod, string> = {
  emailPassword: 'members:memberPage.byPassword',
  emailCode: 'members:memberPage.byCode',
};

export function MemberSignInForm(props: MemberSignInFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  const { company } = props;
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => readSignInMethods(company), [company]);
  const methods = useAskedPage(`${company}\n${attempt}`, load);
  const [chosen, setChosen] = useState<MemberSignInMethod>();

  if (methods.state === 'loading') return <LoadingSpinner />;
  if (methods.state === 'failed') return <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />;
  const open = methods.page;
  const method = chosen !== undefined && open.includes(chosen) ? chosen : open[0];
  if (method === undefined) return <Text className={styles.quiet}>{t('members:memberPage.closed')}</Text>;
  const Form = FORMS[method];
  const tabId = (one: MemberSignInMethod) => `member-sign-in-${one}`;
  return (
    <>
      {open.length > 1 && (
        <TabList
          selectedValue={method}
          aria-label={t('members:memberPage.methods')}
          onTabSelect={(_event, data) => setChosen(data.value as MemberSignInMethod)}
        >
          {open.map((one) => (
            <Tab key={one} value={one} id={tabId(one)}>
              {t(TAB_LABELS[one])}
            </Tab>
          ))}
        </TabList>
      )}
      <div
        role={open.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={open.length > 1 ? tabId(method) : undefined}
      >
        <Form key={method} {...props} />
      </div>
    </>
  );
}
