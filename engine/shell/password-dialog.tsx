// The user menu's secret-change dialog (core spec §2.4, §3 "Password-change form", §5): old value,
// new value and its confirmation, all masked, labelled and ruled by the change it serves. The form's
// own rules show after a submit attempt; the server's (at least 8 characters, the old one right)
// come back under their fields.
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asLabel } from '../client/field-label';
import { fieldErrorMap } from '../client/form-errors';
import { currentLanguage } from '../client/i18n';
import { namespacesOf } from '../client/label-namespaces';
import { changePasswordRequest, passwordProblems } from '../client/password-change';
import { RequestError } from '../client/request-error';
import {
  secretChangeLabels,
  type PasswordChangeForm,
  type PasswordField,
  type SecretChange,
} from '../client/secret-changes';
import { useSubmitLock } from '../client/use-submit-lock';
import { AlertBar } from './alert-bar';
import { useNotify } from './notices';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: PasswordChangeForm = { oldPassword: '', newPassword: '', newPassword2: '' };
const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'newPassword2'];

export interface PasswordDialogProps {
  change: SecretChange;
  onClose(): void;
}

export function PasswordDialog({ change, onClose }: PasswordDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shell', 'validation', ...namespacesOf(secretChangeLabels(change))]);
  const notify = useNotify();
  const { locked, lock } = useSubmitLock();
  const [form, setForm] = useState(EMPTY);
  // Core spec §4: a field's problems show once a submit was tried.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const problems = passwordProblems(change, form);
  const label = (field: PasswordField) => t(change.labels[field]);

  const message = (field: PasswordField): string | undefined => {
    const problem = tried ? problems[field] : undefined;
    return problem ? t(problem, { label: label(field) }) : serverErrors[field];
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
      await changePasswordRequest(change, form);
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

  const title = t(change.title);
  const digits = change.digits?.count;
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>
              <AlertBar message={failure} />
              {FIELDS.map((field) => {
                const hint = change.hints?.[field];
                return (
                  <Field
                    key={field}
                    label={asLabel(label(field))}
                    required={!(change.oldOptional && field === 'oldPassword')}
                    validationMessage={message(field)}
                    hint={hint && t(hint)}
                  >
                    <Input
                      type="password"
                      name={field}
                      value={form[field]}
                      autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                      inputMode={digits ? 'numeric' : undefined}
                      maxLength={digits}
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
