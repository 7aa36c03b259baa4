// The staff board's form for a walk-in (source staff): the party's size and a phone; the shop
// places the party in its queue and the board says which number was issued.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useSubmitLock } from '../../../engine/client';
import type { TenantChoice } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import type { BoardTicket } from '../../../protocol/queue-answers';
import { FormInput } from '../../accounts/account-pages/form-input';
import { newPartyForm, partyBody } from './party-form';
import { issueTicket } from './queue-board-api';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    '& > *': { minWidth: '160px' },
  },
  submit: { marginTop: '26px' },
  failure: { flexBasis: '100%' },
});

const NO_QUEUES = () => [];

export interface WalkInFormProps {
  tenant: TenantChoice;
  onIssued(ticket: BoardTicket): void;
}

export const WalkInForm = observer(function WalkInForm({ tenant, onIssued }: WalkInFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('queues');
  // The shop knows which queue seats the party and asks for a phone: its answer names the field.
  const [form, setForm] = useState(() => newPartyForm(NO_QUEUES));
  const { locked, lock } = useSubmitLock();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lock()) return;
    const issued = await form.submit((values) => issueTicket(tenant, partyBody(values)));
    if (!issued) return;
    setForm(newPartyForm(NO_QUEUES));
    onIssued(issued);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('board.walkIn')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <AlertBar className={styles.failure} message={form.failureMessage(currentLanguage(i18n))} />
      <FormInput form={form} name="people" labelKey="queues:fields.people" required inputMode="numeric" />
      <FormInput form={form} name="phone" labelKey="queues:fields.phone" type="tel" />
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabledFocusable={locked || form.pending}
      >
        {t('board.issue')}
      </Button>
    </form>
  );
});
