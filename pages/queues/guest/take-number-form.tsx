// The guest's form for a number: the party's size and, when the party's queue asks for one (or the
// guest wishes), a phone. The queue is the shop's to choose by the party's size; the page says
// which, and whether a phone is needed, as soon as the size is typed.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import type { GuestQueueInfo, TakenTicket } from '../../../protocol/queue-answers';
import { queueForParty } from '../../../protocol/queue-tickets';
import { FormInput } from '../../accounts/account-pages/form-input';
import { newPartyForm, partyBody, partySize } from '../staff/party-form';
import { takeTicket } from './guest-queue-api';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  choice: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface TakeNumberFormProps {
  token: string;
  info: GuestQueueInfo;
  onTaken(taken: TakenTicket): void;
}

export const TakeNumberForm = observer(function TakeNumberForm({
  token,
  info,
  onTaken,
}: TakeNumberFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('queues');
  const [form] = useState(() => newPartyForm(() => info.queues));
  const { locked, lock } = useSubmitLock();
  const people = partySize(form.values);
  const queue = people === undefined ? undefined : queueForParty(info.queues, people);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const taken = await form.submit((values) => takeTicket(token, partyBody(values)));
    if (taken) onTaken(taken);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <FormInput
        form={form}
        name="people"
        labelKey="queues:fields.people"
        required
        inputMode="numeric"
        autoComplete="off"
        hint={t('guest.partyHint', { max: info.maxPartySize })}
      />
      {queue && (
        <Body1 as="p" className={styles.choice} role="status">
          {t('guest.goesTo', { queue: queue.name, count: queue.waiting })}
        </Body1>
      )}
      <FormInput
        form={form}
        name="phone"
        labelKey="queues:fields.phone"
        type="tel"
        autoComplete="tel"
        required={queue?.phoneRequired ?? false}
        hint={t(queue?.phoneRequired ? 'guest.phoneRequired' : 'guest.phoneOptional')}
      />
      <Button type="submit" appearance="primary" size="large" disabledFocusable={locked || form.pending}>
        {form.pending ? t('guest.taking') : t('guest.take')}
      </Button>
    </form>
  );
});
