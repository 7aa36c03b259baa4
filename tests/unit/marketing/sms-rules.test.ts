// The SMS channel's pure rules: phones as providers take them, the opt-out words, and Twilio's
// request signature against the example Twilio publishes.
import { toE164 } from '../../../server/marketing/sms/e164';
import { join } from 'node:path';
import { loadMessages } from '../../../engine/server';
import { isOptOutWord, optOutFooter } from '../../../server/marketing/sms/sms-opt-out';
import { isSignedByTwilio, twilioSignature } from '../../../server/marketing/sms/twilio-inbound';

describe('toE164', () => {
  it.each([
    ['9123 4567', 'hk', '+85291234567'],
    ['9123-4567', 'hk', '+85291234567'],
    ['+852 9123 4567', 'hk', '+85291234567'],
    ['85291234567', 'hk', '+85291234567'],
    ['00852 91234567', 'hk', '+85291234567'],
    ['+8613812345678', 'hk', '+8613812345678'],
    ['(415) 555-0123', 'us', '+14155550123'],
    ['1 415 555 0123', 'us', '+14155550123'],
    ['+852 9123 4567', 'us', '+85291234567'],
  ] as const)('writes %s (%s) as %s', (phone, region, e164) => {
    expect(toE164(phone, region)).toBe(e164);
  });

  it.each([
    ['', 'hk'],
    ['12345', 'hk'],
    ['912345678', 'hk'],
    ['91234567', 'us'],
    ['+0852 9123 4567', 'hk'],
    ['+1234567890123456', 'hk'],
    ['phone me', 'hk'],
  ] as const)('finds no number in "%s" (%s)', (phone, region) => {
    expect(toE164(phone, region)).toBeNull();
  });
});

describe('isOptOutWord', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop \n',
    'STOPALL',
    'unsubscribe',
    'Cancel',
    'END',
    'quit',
    'ＳＴＯＰ',
    'STOP.',
  ])('hears "%s" as an opt-out', (body) => expect(isOptOutWord(body)).toBe(true));

  it.each(['取消訂閱', '退訂', '取消订阅', '退订', '「退訂」', ' 退订。'])('hears the Chinese "%s"', (body) =>
    expect(isOptOutWord(body)).toBe(true),
  );

  it.each(['', 'STOP sending me these', 'please stop', 'STOPPED', 'start', '訂閱', 'HELP'])(
    'hears "%s" as no opt-out',
    (body) => expect(isOptOutWord(body)).toBe(false),
  );
});

describe('optOutFooter', () => {
  const messages = loadMessages(join(__dirname, '../../../locales'));

  it.each(['zh-TW', 'zh-CN', 'en'] as const)('names in %s a word a reply opts out with', (language) => {
    const footer = optOutFooter(messages, language);
    expect(footer.split(/[\s「」“”]+/).filter(isOptOutWord)).not.toEqual([]);
  });
});

describe("Twilio's request signature", () => {
  // Twilio's documented example (security/signature_validation in TwilioDevEd/api-snippets).
  const authToken = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };
  const published = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

  it('signs as Twilio does', () => {
    expect(twilioSignature(authToken, url, params)).toBe(published);
  });

  it("accepts Twilio's signature whatever order the fields came in", () => {
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(isSignedByTwilio(authToken, url, reversed, published)).toBe(true);
  });

  it('refuses a changed field, address or token, and a missing or malformed signature', () => {
    expect(isSignedByTwilio(authToken, url, { ...params, Digits: '1235' }, published)).toBe(false);
    expect(isSignedByTwilio(authToken, `${url}&baz=3`, params, published)).toBe(false);
    expect(isSignedByTwilio('54321', url, params, published)).toBe(false);
    expect(isSignedByTwilio(authToken, url, { ...params, Extra: '' }, published)).toBe(false);
    expect(isSignedByTwilio(authToken, url, params, undefined)).toBe(false);
    expect(isSignedByTwilio(authToken, url, params, 'not base64 at all')).toBe(false);
    expect(isSignedByTwilio(authToken, url, params, published.slice(0, -4))).toBe(false);
  });
});
