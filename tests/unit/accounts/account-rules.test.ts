import {
  REGISTRATION_FIELDS,
  newSecretProblems,
  registrationBody,
  registrationProblems,
  type RegistrationValues,
} from '../../../pages/accounts/account-pages/account-rules';

const blank = Object.fromEntries(
  REGISTRATION_FIELDS.map((name) => [name, name === 'agreement' ? false : '']),
) as RegistrationValues;

const filled: RegistrationValues = {
  ...blank,
  name: 'Lantern Noodle Bar',
  contacts: 'Iris Lam',
  phone1: '+852 2555 0101',
  email: 'owner@lantern.example',
  code: '123456',
  password: 'Noodles#2026',
  password2: 'Noodles#2026',
  agreement: true,
};

describe('the registration rules (business spec §5)', () => {
  it('asks for the email, password twice, contact phone and name, the code and the agreement', () => {
    expect(registrationProblems(blank)).toEqual({
      name: 'validation:required',
      contacts: 'validation:required',
      phone1: 'validation:required',
      password: 'validation:required',
      password2: 'validation:required',
      email: 'validation:required',
      code: 'account:errors.codeRequired',
      agreement: 'account:errors.agreement',
    });
  });

  it('finds nothing wrong with a complete form', () => {
    expect(registrationProblems(filled)).toEqual({});
  });

  it('refuses a malformed address, a mistyped re-entry and a code that is not six digits', () => {
    expect(
      registrationProblems({ ...filled, email: 'owner@', password2: 'Noodles#2027', code: '12a' }),
    ).toEqual({
      email: 'validation:format',
      password2: 'validation:passwordMismatch',
      code: 'account:errors.codeWrong',
    });
  });

  it('sends the form without the re-entry and without blank optional fields, trimmed', () => {
    expect(registrationBody({ ...filled, name: ' Lantern ', password: ' secret with spaces ' })).toEqual({
      name: 'Lantern',
      contacts: 'Iris Lam',
      phone1: '+852 2555 0101',
      email: 'owner@lantern.example',
      code: '123456',
      password: ' secret with spaces ',
      agreement: true,
    });
  });
});

describe('the new secret rules', () => {
  it('wants a manager key of six digits, entered twice alike', () => {
    expect(newSecretProblems(true, { newPassword: '12345a', newPassword2: '12345b' })).toEqual({
      newPassword: 'validation:sixDigits',
      newPassword2: 'validation:passwordMismatch',
    });
    expect(newSecretProblems(true, { newPassword: '246810', newPassword2: '246810' })).toEqual({});
  });

  it('leaves a password of any shape to the server, but wants it twice', () => {
    expect(newSecretProblems(false, { newPassword: 'abc', newPassword2: '' })).toEqual({
      newPassword2: 'validation:required',
    });
  });
});
