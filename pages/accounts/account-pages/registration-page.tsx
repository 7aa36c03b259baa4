// /zcsj (core spec §2.1, business spec §3 "Merchant registration", §5): a restaurant registers with
// its contact, its owner's email (verified by a mailed code) and password, and the agreement. The
// merchant then waits for the platform's approval; picture and logo are added after it, from the
// merchant's own page, since uploads need a signed-in account.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import { register } from './account-api';
import {
  REGISTRATION_FIELDS,
  registrationBody,
  registrationProblems,
  type RegistrationField,
  type RegistrationValues,
} from './account-rules';
import { AccountFrame } from './account-frame';
import { AgreementField } from './agreement-field';
import { CodeField } from './code-field';
import { DoneNotice } from './form-notices';
import { FormInput } from './form-input';
import { PublicForm } from './public-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    margin: 0,
    padding: 0,
    border: 'none',
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  legend: {
    gridColumn: '1 / -1',
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  whole: { gridColumn: '1 / -1' },
  note: { gridColumn: '1 / -1', margin: 0, color: tokens.colorNeutralForeground3 },
});

const EMPTY = Object.fromEntries(
  REGISTRATION_FIELDS.map((name) => [name, name === 'agreement' ? false : '']),
) as RegistrationValues;

interface Done {
  name: string;
  email: string;
}

const RegistrationForm = observer(function RegistrationForm({ onDone }: { onDone: (done: Done) => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const [form] = useState(() => new PublicForm<RegistrationField>(EMPTY, registrationProblems));
  const { locked, lock } = useSubmitLock();
  const input = (name: RegistrationField, extra: Partial<Parameters<typeof FormInput>[0]> = {}) => (
    <FormInput form={form} name={name} {...extra} />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const registered = await form.submit((values) => register(registrationBody(values)));
    if (registered) onDone({ name: form.text('name').trim(), email: registered.username });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('register.sections.restaurant')}</legend>
        {input('name', { required: true, autoComplete: 'organization' })}
        {input('district')}
        <div className={styles.whole}>{input('introduction', { multiline: true })}</div>
        <div className={styles.whole}>{input('address', { autoComplete: 'street-address' })}</div>
        {input('city', { autoComplete: 'address-level2' })}
        {input('state', { autoComplete: 'address-level1' })}
        {input('postalCode', { autoComplete: 'postal-code' })}
        <Body1 as="p" className={styles.note}>
          {t('register.uploadsLater')}
        </Body1>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('register.sections.contact')}</legend>
        {input('contacts', { required: true, autoComplete: 'name' })}
        {input('phone1', { required: true, type: 'tel', autoComplete: 'tel' })}
        {input('phone2', { type: 'tel' })}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('register.sections.account')}</legend>
        <div className={styles.whole}>
          <CodeField form={form} />
        </div>
        {input('password', { required: true, type: 'password', autoComplete: 'new-password' })}
        {input('password2', { required: true, type: 'password', autoComplete: 'new-password' })}
        <div className={styles.whole}>
          <AgreementField form={form} />
        </div>
      </fieldset>
      <Button type="submit" appearance="primary" size="large" disabledFocusable={locked || form.pending}>
        {form.pending ? t('submitting') : t('register.submit')}
      </Button>
    </form>
  );
});

export function RegistrationPage() {
  const { t } = useTranslation('account');
  const [done, setDone] = useState<Done>();
  return (
    <AccountFrame
      title={t('register.title')}
      subtitle={done ? undefined : t('register.subtitle')}
      width="wide"
    >
      {done ? (
        <DoneNotice title={t('register.doneTitle')}>{t('register.doneText', { ...done })}</DoneNotice>
      ) : (
        <RegistrationForm onDone={setDone} />
      )}
    </AccountFrame>
  );
}
