// The user menu's password dialogs (core spec §2.4, §3 "Password-change form", §5): old password,
// new password and its confirmation, all masked. The form's own rules show after a submit attempt;
// the server's (at least 8 characters, the old one right) come back under their fields.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_PASSWORD_DIGITS } from '../protocol/constants';
import { asLabel } from '../client/field-label';
import { fieldErrorMap } from '../client/form-errors';
import { currentLanguage } from '../client/i18n';
import {
  changePasswordRequest,
  passwordProblems,
  type PasswordChangeForm,
  type PasswordField,
  type PasswordKind,
  type PasswordProblem,
} from '../client/password-change';
import { RequestError } from '../client/request-error';
import { useSubmitLock } from '../client/use-submit-lock';
import { useNotify } from './notices';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: PasswordChangeForm = { oldPassword: '', newPassword: '', newPassword2: '' };
const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'newPassword2'];

// Label keys under `shell:user` per dialog and field.
const LABELS: Record<PasswordKind, Record<PasswordField, string>> = {
  password: { oldPassword: 'oldPassword', newPassword: 'newPassword', newPassword2: 'newPassword2' },
  secondary: {
    oldPassword: 'oldSecondaryPassword',
    newPassword: 'newSecondaryPassword',
    newPassword2: 'newSecondaryPassword2',
  },
};

// The secondary password's old value may be blank (none set yet) and its new one is six digits.
const SECONDARY_HINTS: Partial<Record<PasswordField, string>> = {
  oldPassword: 'shell:user.oldSecondaryHint',
  newPassword: 'shell:user.secondaryHint',
};

const PROBLEM_KEYS: Record<Exclude<PasswordProblem, 'required'>, string> = {
  // The spec's keys lcmmbyz and ejmmxzw6wsz.
  mismatch: 'validation:passwordMismatch',
  sixDigits: 'validation:sixDigits',
};

export interface PasswordDialogProps {
  kind: PasswordKind;
  onClose(): void;
}

export function PasswordDialog({ kind, onClose }: PasswordDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shell', 'validation']);
  const notify = useNotify();
  const { locked, lock } = useSubmitLock();
  const [form, setForm] = useState(EMPTY);
  // Core spec §4: a field's problems show once a submit was tried.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const problems = passwordProblems(kind, form);
  const secondary = kind === 'secondary';
  const label = (field: PasswordField) => t(`shell:user.${LABELS[kind][field]}`);

  const message = (field: PasswordField): string | undefined => {
    const problem = tried ? problems[field] : undefined;
    if (problem === 'required') return t('validation:required', { label: label(field) });
    if (problem) return t(PROBLEM_KEYS[problem]);
    return serverErrors[field];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    setTried(true);
    setServerErrors({});
    setFailure(undefined);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await changePasswordRequest(kind, form);
      notify(t('shell:user.passwordChanged'));
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError) || error.silent) return;
      const byField = fieldErrorMap(error.fieldErrors, currentLanguage(i18n));
      setServerErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  const title = t(secondary ? 'shell:user.changeSecondaryPassword' : 'shell:user.changePassword');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {FIELDS.map((field) => {
                const hint = secondary ? SECONDARY_HINTS[field] : undefined;
                return (
                  <Field
                    key={field}
                    label={asLabel(label(field))}
                    required={!(secondary && field === 'oldPassword')}
                    validationMessage={message(field)}
                    hint={hint && t(hint)}
                  >
                    <Input
                      type="password"
                      name={field}
                      value={form[field]}
                      autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                      inputMode={secondary ? 'numeric' : undefined}
                      maxLength={secondary ? SECONDARY_PASSWORD_DIGITS : undefined}
                      onChange={(_event, data) => setForm({ ...form, [field]: data.value })}
                    />
                  </Field>
                );
              })}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('shell:user.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={saving || locked}>
                {t('shell:user.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
