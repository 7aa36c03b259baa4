// The top of both of the member's sign-in forms (by password, by a mailed code): the message bar
// for a refusal, then his email.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../engine/client';
import { AlertBar } from '../../../engine/shell';
import { FormInput } from '../../accounts/account-pages/form-input';
import type { PublicForm } from '../../accounts/account-pages/public-form';

export const MemberFormHead = observer(function MemberFormHead<K extends string>({
  form,
}: {
  form: PublicForm<K | 'email'>;
}) {
  const { i18n } = useTranslation('members');
  return (
    <>
      <AlertBar message={form.failureMessage(currentLanguage(i18n))} multiline />
      <FormInput
        form={form}
        name="email"
        labelKey="members:fields.email"
        type="email"
        autoComplete="email"
        required
      />
    </>
  );
});
