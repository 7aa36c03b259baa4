import { RequestError } from '../../../engine/client/request-error';
import { answerFromQuery } from '../../../pages/pos-authorization/provider-result/provider-answer-api';
import { refusalText } from '../../../pages/pos-authorization/provider-result/use-provider-result';

describe('the point-of-sale result page’s rules', () => {
  it('forwards the keys a provider sends in its return address, and nothing else', () => {
    const query = new URLSearchParams(
      'merchant_id=M1&client_id=APP&code=c0de&state=s7&utm_source=mail&constructor=1&state=second',
    );
    expect(answerFromQuery(query)).toEqual({
      state: 's7',
      merchant_id: 'M1',
      client_id: 'APP',
      code: 'c0de',
    });
    expect(answerFromQuery(new URLSearchParams('error=access_denied&error_description=No+thanks'))).toEqual({
      error: 'access_denied',
      error_description: 'No thanks',
    });
  });

  it('tells a refusal by the fields the server named, else by its message, in the reader’s language', () => {
    const envelope = { status: 1, msg: '欄位無效', msgEn: 'Some fields are not valid', data: null };
    const onState = new RequestError('', {
      ...envelope,
      errors: [{ field: 'state', msg: '此授權已過期', msgEn: 'This authorization has expired' }],
    });
    expect(refusalText(onState, 'en')).toBe('This authorization has expired');
    expect(refusalText(onState, 'zh-TW')).toBe('此授權已過期');
    expect(refusalText(new RequestError('', envelope), 'en')).toBe('Some fields are not valid');
    expect(refusalText(new RequestError('The server did not answer'), 'en')).toBe(
      'The server did not answer',
    );
  });
});
