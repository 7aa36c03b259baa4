import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, describeFailure } from '../../../../engine/client/http';
import { configureHttp } from '../../../../engine/client/http-bindings';
import type { Language } from '../../../../engine/client/language';
import { RequestError } from '../../../../engine/client/request-error';
import type { Envelope } from '../../../../engine/protocol/envelope';

// A stand-in server: records what was sent and answers with the given HTTP status and body.
function server(httpStatus: number, body: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { data: body, status: httpStatus, statusText: '', headers: new AxiosHeaders(), config };
    if (httpStatus >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  return { adapter, sent };
}

const envelope = (status: number, data: unknown = null, msg = '錯誤', msgEn = 'Error'): Envelope => ({
  status,
  msg,
  msgEn,
  data,
});

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('the call resolved');
}

describe('the request layer', () => {
  let language: Language;
  let token: string | null;
  const onSignOut = jest.fn((_message: string) => undefined);
  const onError = jest.fn((_message: string) => undefined);

  beforeEach(() => {
    language = 'zh-TW';
    token = null;
    onSignOut.mockReset();
    onError.mockReset();
    configureHttp({
      language: () => language,
      token: () => token,
      t: (key, params) => (params ? `${key}(${params.code})` : key),
      onSignOut,
      onError,
    });
  });

  it('sends the token, the UI language and envLang under /pro-api', async () => {
    const { adapter, sent } = server(200, envelope(0));
    token = 't0k3n';
    language = 'en';
    await api.put('/company', { companyId: 1, shopId: 2 }, { adapter });
    const [config] = sent;
    expect(config?.baseURL).toBe('/pro-api');
    expect(config?.timeout).toBe(100000);
    expect(config?.headers.get('X-Token')).toBe('t0k3n');
    expect(config?.headers.get('Accept-Language')).toBe('en');
    expect(JSON.parse(String(config?.data))).toEqual({ shopId: 2, envLang: 'en' });
  });

  it('sends no X-Token without a session, and uploads untouched', async () => {
    const { adapter, sent } = server(200, envelope(0));
    const form = new FormData();
    await api.post('/img/upload/3000', form, { adapter });
    expect(sent[0]?.headers.has('X-Token')).toBe(false);
    expect(sent[0]?.data).toBe(form);
  });

  it('resolves a status-0 answer with its envelope', async () => {
    const { adapter } = server(200, envelope(0, { id: 7 }));
    await expect(api.get('/user/info', undefined, { adapter })).resolves.toEqual(envelope(0, { id: 7 }));
  });

  it('signs out through the registered handler on status 4, and rejects', async () => {
    const { adapter } = server(200, envelope(4, null, '登入已過期，請重新登入', 'Your sign-in has expired'));
    const error = await rejection(api.get('/user/info', undefined, { adapter }));
    expect(onSignOut).toHaveBeenCalledWith('登入已過期，請重新登入');
    expect(error.status).toBe(4);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects other statuses with the envelope and shows msgEn in English', async () => {
    language = 'en';
    const { adapter } = server(200, envelope(11, null, '用戶名或密碼錯誤', 'Wrong username or password'));
    const error = await rejection(api.put('/login', {}, { adapter }));
    expect(error.message).toBe('Wrong username or password');
    expect(error.envelope?.status).toBe(11);
    expect(onError).toHaveBeenCalledWith('Wrong username or password');
  });

  it('leaves the notice to the caller with notify: false', async () => {
    const { adapter } = server(200, envelope(11));
    const error = await rejection(api.put('/login', {}, { adapter, notify: false }));
    expect(error.message).toBe('錯誤');
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([54, 10])('rejects status %i silently', async (status) => {
    const { adapter } = server(200, envelope(status));
    const error = await rejection(api.put('/x', {}, { adapter }));
    expect(error.silent).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("shows the envelope's message for a transport error that carries one (429)", async () => {
    const { adapter } = server(429, envelope(429, null, '登入失敗次數過多', 'Too many failed sign-ins'));
    const error = await rejection(api.put('/login', {}, { adapter }));
    expect(error.message).toBe('登入失敗次數過多');
    expect(error.httpStatus).toBe(429);
  });

  it('translates a bare HTTP error from the catalogue', async () => {
    const { adapter } = server(502, 'Bad Gateway');
    const error = await rejection(api.get('/x', undefined, { adapter }));
    expect(error.message).toBe('http:networkProblem');
    expect(onError).toHaveBeenCalledWith('http:networkProblem');
  });

  it('refuses an answer that is not an envelope', async () => {
    const { adapter } = server(200, '<!doctype html>');
    const error = await rejection(api.get('/x', undefined, { adapter }));
    expect(error.message).toBe('http:invalidAnswer');
  });
});

describe('reading what axios rejected with', () => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

  it('tells a timeout, a missing answer and an HTTP status apart', () => {
    expect(describeFailure(new AxiosError('timeout', 'ECONNABORTED', config))).toMatchObject({
      timedOut: true,
    });
    expect(describeFailure(new AxiosError('Network Error', 'ERR_NETWORK', config, {}))).toEqual({
      cancelled: false,
      timedOut: false,
      httpStatus: undefined,
      body: undefined,
    });
    const response = { data: 'x', status: 503, statusText: '', headers: new AxiosHeaders(), config };
    expect(describeFailure(new AxiosError('x', 'ERR_BAD_RESPONSE', config, {}, response))).toMatchObject({
      httpStatus: 503,
    });
  });
});
