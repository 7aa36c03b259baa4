import { RequestError } from '../../../engine/client/request-error';
import { lookupProblems, type LookupField } from '../../../pages/accounts/account-pages/account-rules';
import { PublicForm } from '../../../pages/accounts/account-pages/public-form';

// Names the key and, for a message, the label it was given.
const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key}(${String(params.label)})` : key;

const refusal = (status: number, errors: { field: string; msg: string; msgEn: string }[] = []) =>
  new RequestError('refused', {
    status,
    msg: '連結已過期',
    msgEn: 'The link has expired',
    data: null,
    errors,
  });

describe('a public account form', () => {
  it('shows its own problems only after a submit attempt, or for a field revealed early', async () => {
    const form = new PublicForm<LookupField>({ emailOrUsername: '' }, lookupProblems);
    expect(form.fieldMessage('emailOrUsername', 'en', t, 'account:fields.emailOrUsername')).toBeUndefined();
    expect(form.reveal('emailOrUsername')).toBe(false);
    expect(form.fieldMessage('emailOrUsername', 'en', t, 'account:fields.emailOrUsername')).toBe(
      'validation:required(account:fields.emailOrUsername)',
    );
    const send = jest.fn();
    expect(await form.submit(send)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server\u2019s field errors under their fields and a whole refusal in the message bar', async () => {
    const form = new PublicForm<LookupField>({ emailOrUsername: 'nina' }, lookupProblems);
    await form.submit(() =>
      Promise.reject(refusal(1, [{ field: 'emailOrUsername', msg: '格式不正確', msgEn: 'Wrong format' }])),
    );
    expect(form.fieldMessage('emailOrUsername', 'en', t, 'label')).toBe('Wrong format');
    expect(form.failureMessage('en')).toBeUndefined();
    await form.submit(() => Promise.reject(refusal(14)));
    expect(form.failureMessage('zh-TW')).toBe('連結已過期');
    expect(form.failureMessage('en')).toBe('The link has expired');
  });

  it('answers what the call answered once the rules pass', async () => {
    const form = new PublicForm<LookupField>({ emailOrUsername: 'nina' }, lookupProblems);
    await expect(form.submit(async (values) => `sent to ${String(values.emailOrUsername)}`)).resolves.toBe(
      'sent to nina',
    );
    expect(form.pending).toBe(false);
  });
});
