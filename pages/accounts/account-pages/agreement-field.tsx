// The registration's agreement (business spec §5): a checkbox the merchant must tick, and the
// agreement itself a click away in a dialog.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../engine/client';
import type { RegistrationField } from './account-rules';
import type { PublicForm } from './public-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

export const AgreementField = observer(function AgreementField({
  form,
}: {
  form: PublicForm<RegistrationField>;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['account', 'validation']);
  const message = form.fieldMessage('agreement', currentLanguage(i18n), t, 'account:fields.agreement');
  return (
    <div className={styles.root}>
      <Field validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Checkbox
          name="agreement"
          required
          checked={form.values.agreement === true}
          label={t('account:register.agreementLabel')}
          onChange={(_event, data) => form.set('agreement', data.checked === true)}
        />
      </Field>
      <Dialog>
        <DialogTrigger disableButtonEnhancement>
          <Link as="button" type="button">
            {t('account:register.agreementOpen')}
          </Link>
        </DialogTrigger>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('account:register.agreementTitle')}</DialogTitle>
            <DialogContent>{t('account:register.agreementText')}</DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="primary">{t('account:register.close')}</Button>
              </DialogTrigger>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
});
