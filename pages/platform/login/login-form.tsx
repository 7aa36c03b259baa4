// The sign-in form: labelled fields, required-field messages after a submit attempt (core spec §4,
// §5), the server's failure in a message bar, and the 1-second submit lock (§9). The request layer
// (axios) loads when the form is first sent, not with the page.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asLabel, currentLanguage, loadAuthApi, useSubmitLock, wantedPath } from '../../../engine/client';
import type { Credentials } from '../../../engine/client';
import { loadAlertBar } from '../../../engine/shell';
import { SignInForm, type SignInField } from './sign-in-form';
import type { SignInHost } from './sign-in-host';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS },
});

// The message bar is its own chunk, since most visits never show one (docs/architecture.md, issue 10).
const AlertBar = lazy(async () => ({ default: (await loadAlertBar()).AlertBar }));

/** PUT /login; a failure waits for its message bar, so the bar shows with the failure, not after it. */
async function signInRequest(credentials: Credentials) {
  const { signInRequest: send } = await loadAuthApi();
  try {
    return await send(credentials);
  } catch (error) {
    await loadAlertBar().catch(() => undefined);
    throw error;
  }
}

export function LoginForm({ host }: { host: SignInHost }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['login', 'fields', 'validation']);
  const language = currentLanguage(i18n);
  const [form] = useState(() => new SignInForm(signInRequest));
  const state = useSyncExternalStore(form.subscribe, () => form.state);
  const { locked, lock } = useSubmitLock();
  const [passwordShown, setPasswordShown] = useState(false);

  const failure = form.failureMessage(language);
  const notice = state.attempted ? undefined : host.notice;

  const fieldMessage = (name: SignInField): string | undefined =>
    form.serverFieldMessage(name, language) ??
    (form.missing.includes(name) ? t('validation:required', { label: t(`fields:${name}`) }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const answer = await form.submit();
    if (!answer) return;
    await host.signedIn(answer, wantedPath(host.search));
  };

  const field = (name: SignInField) => {
    const message = fieldMessage(name);
    return {
      label: asLabel(t(`fields:${name}`)),
      required: true,
      validationMessage: message,
      validationState: message ? 'error' : 'none',
    } as const;
  };

  // The request layer is fetched as soon as the form is used, so sending it waits for no download.
  return (
    <form
      className={styles.form}
      onFocus={() => void loadAuthApi()}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <Suspense fallback={null}>
        {/* Rendered only with something to say: rendering it fetches its chunk. */}
        {failure && <AlertBar title={t('login:failed')} message={failure} />}
        {!failure && notice && <AlertBar intent="warning" message={notice} />}
      </Suspense>
      <Field {...field('username')}>
        <Input
          name="username"
          autoComplete="username"
          value={state.values.username}
          onChange={(_event, data) => form.setValue('username', data.value)}
        />
      </Field>
      <Field {...field('password')}>
        <Input
          name="password"
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          value={state.values.password}
          onChange={(_event, data) => form.setValue('password', data.value)}
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={passwordShown ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={t(passwordShown ? 'login:hidePassword' : 'login:showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((shown) => !shown)}
            />
          }
        />
      </Field>
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={locked || state.pending}
      >
        {state.pending ? t('login:submitting') : t('login:submit')}
      </Button>
    </form>
  );
}
