import type { Envelope } from '../../../../engine/protocol/envelope';
import {
  envelopeOutcome,
  transportMessage,
  transportOutcome,
} from '../../../../engine/client/response-outcome';

const envelope = (status: number, msg = '錯誤', msgEn = 'Error'): Envelope => ({
  status,
  msg,
  msgEn,
  data: null,
});
// A stand-in catalogue: shows which key (and code) was asked for.
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}(${params.code})` : key;
const failure = { cancelled: false, timedOut: false };

describe('what an envelope leads to', () => {
  it('resolves status 0', () => {
    expect(envelopeOutcome(envelope(0), 'en')).toEqual({ kind: 'ok' });
  });

  it('signs out on status 4 with the message in the UI language', () => {
    expect(envelopeOutcome(envelope(4, '登入已過期', 'Expired'), 'zh-TW')).toEqual({
      kind: 'signOut',
      message: '登入已過期',
    });
  });

  it('rejects silently on statuses 54 and 10', () => {
    expect(envelopeOutcome(envelope(54), 'en')).toEqual({ kind: 'silent' });
    expect(envelopeOutcome(envelope(10), 'en')).toEqual({ kind: 'silent' });
  });

  it('shows msgEn for English and msg otherwise on other statuses', () => {
    expect(envelopeOutcome(envelope(11, '用戶名或密碼錯誤', 'Wrong username or password'), 'en')).toEqual({
      kind: 'failure',
      message: 'Wrong username or password',
    });
    expect(envelopeOutcome(envelope(11, '用户名或密码错误', 'Wrong'), 'zh-CN')).toEqual({
      kind: 'failure',
      message: '用户名或密码错误',
    });
  });
});

describe('what a transport failure leads to', () => {
  it.each([
    [304, 'http:notModified'],
    [400, 'http:badRequest'],
    [403, 'http:forbidden'],
    [404, 'http:notFound'],
    [405, 'http:methodNotAllowed'],
    [408, 'http:requestTimeout'],
    [500, 'http:serverError'],
    [501, 'http:networkProblem'],
    [502, 'http:networkProblem'],
    [503, 'http:serviceUnavailable'],
    [504, 'http:gatewayTimeout'],
    [505, 'http:httpVersionNotSupported'],
  ])('translates HTTP %i into %s', (httpStatus, key) => {
    expect(transportMessage({ ...failure, httpStatus }, t)).toBe(key);
  });

  it('names the code of any other HTTP error', () => {
    expect(transportMessage({ ...failure, httpStatus: 418 }, t)).toBe('http:connectionError(418)');
  });

  it('tells a timeout from no answer at all', () => {
    expect(transportMessage({ ...failure, timedOut: true }, t)).toBe('http:timeout');
    expect(transportMessage(failure, t)).toBe('http:noResponse');
  });

  it("prefers the server's envelope message (429, 413) over the catalogue", () => {
    const locked = envelope(429, '登入失敗次數過多', 'Too many failed sign-ins');
    expect(transportOutcome({ ...failure, httpStatus: 429, body: locked }, 'en', t)).toEqual({
      kind: 'failure',
      message: 'Too many failed sign-ins',
    });
  });

  it('uses the catalogue when the body is not an envelope', () => {
    expect(transportOutcome({ ...failure, httpStatus: 502, body: '<html>' }, 'en', t)).toEqual({
      kind: 'failure',
      message: 'http:networkProblem',
    });
  });

  it('signs out on HTTP 401 and on an envelope with status 4', () => {
    expect(transportOutcome({ ...failure, httpStatus: 401 }, 'en', t)).toEqual({
      kind: 'signOut',
      message: 'http:unauthorized',
    });
    expect(
      transportOutcome({ ...failure, httpStatus: 401, body: envelope(4, '過期', 'Expired') }, 'en', t),
    ).toEqual({
      kind: 'signOut',
      message: 'Expired',
    });
  });

  it('stays silent for a cancelled call', () => {
    expect(transportOutcome({ cancelled: true, timedOut: false }, 'en', t)).toEqual({ kind: 'silent' });
  });
});
