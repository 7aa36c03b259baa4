// The platform's top-up of a company's credits: the channel, how many credits and why. Mounted only
// while open, so each opening is a new form with its own idempotency key; a failure stays in the
// dialog, the server's field errors under their fields, so the operator can correct and retry.
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { focusFirstError } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import {
  CREDIT_CHANNELS,
  MAX_CREDIT_REASON_LENGTH,
  MAX_CREDIT_TOP_UP,
  type CreditChannel,
} from '../../../protocol/message-credits';
import { TOP_UP_LABELS, TopUpForm, type TopUpField } from './top-up-form';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

const FORM_ID = 'credit-top-up';

const isChannel = (value: string): value is CreditChannel =>
  (CREDIT_CHANNELS as readonly string[]).includes(value);

export interface TopUpDialogProps {
  companyId: number;
  onClose(): void;
  /** After the top-up went through (or was answered again for a resent key): what was asked. */
  onDone(asked: { channel: CreditChannel; credits: number }): void;
}

export const TopUpDialog = observer(function TopUpDialog({ companyId, onClose, onDone }: TopUpDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['members', 'engine', 'validation']);
  const language = currentLanguage(i18n);
  const [form] = useState(() => new TopUpForm(companyId));
  const { locked, lock } = useSubmitLock();
  const message = (name: TopUpField) => form.fieldMessage(name, language, t);
  const field = (name: TopUpField) => {
    const text = message(name);
    return {
      label: t(TOP_UP_LABELS[name]),
      validationMessage: text,
      validationState: text ? 'error' : 'none',
    } as const;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const { channel, credits } = form.values;
    if (await form.submit()) onDone({ channel, credits: Number(credits) });
    else focusFirstError(FORM_ID);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogBody>
            <DialogTitle>{t('members:credits.topUp')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1 className={styles.hint}>{t('members:credits.topUpHint')}</Body1>
              <AlertBar message={form.failureMessage(language)} />
              <Field {...field('channel')} required>
                <Select
                  value={form.values.channel}
                  onChange={(_event, data) => isChannel(data.value) && form.set('channel', data.value)}
                >
                  {CREDIT_CHANNELS.map((channel) => (
                    <option key={channel} value={channel}>
                      {t(`members:credits.channels.${channel}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field {...field('credits')} required>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_CREDIT_TOP_UP}
                  step={1}
                  value={form.values.credits}
                  onChange={(_event, data) => form.set('credits', data.value)}
                />
              </Field>
              <Field {...field('reason')} required hint={t('members:credits.reasonHint')}>
                <Input
                  maxLength={MAX_CREDIT_REASON_LENGTH}
                  value={form.values.reason}
                  onChange={(_event, data) => form.set('reason', data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('engine:dialog.cancel')}</Button>
              <Button
                appearance="primary"
                type="submit"
                disabledFocusable={locked || form.pending}
                icon={form.pending ? <Spinner size="tiny" /> : undefined}
              >
                {t('members:credits.topUp')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
});
