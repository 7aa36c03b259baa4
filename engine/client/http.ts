// The one axios instance every /pro-api call goes through (core spec §7, §8). The rules live in
// request-transform.ts and response-outcome.ts; this file wires them into axios and reports
// sign-outs and failures to the handlers the app binds (http-bindings.ts), so the engine never imports the app.
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { BUSINESS_TIMEOUT_MS } from '../protocol/constants';
import { isEnvelope, type Envelope } from '../protocol/envelope';
import { bindings } from './http-bindings';
import { RequestError } from './request-error';
import { isUploadBody, prepareBody, requestHeaders } from './request-transform';
import { envelopeOutcome, transportOutcome, type Failure, type TransportFailure } from './response-outcome';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: the caller shows the failure itself (a form's message bar), so no global notice. */
    notify?: boolean;
  }
}

export const http = axios.create({
  baseURL: '/pro-api',
  timeout: BUSINESS_TIMEOUT_MS,
  withCredentials: true,
  headers: { manageRequest: 'true' },
});

http.interceptors.request.use((config) => {
  const language = bindings.language();
  for (const [name, value] of Object.entries(requestHeaders(bindings.token(), language)))
    config.headers.set(name, value);
  if (!isUploadBody(config.data)) config.data = prepareBody(config.method, config.data, language);
  return config;
});

/**
 * The answer's body. A call for a file (`responseType: 'blob'`) gets the file as a Blob, or, when the
 * server refused it, the envelope the server sent instead (JSON), read so it is handled as any other.
 */
async function bodyOf(response: AxiosResponse): Promise<unknown> {
  const data: unknown = response.data;
  if (!(data instanceof Blob) || !String(response.headers['content-type']).startsWith('application/json'))
    return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** Carries out a decision: the handlers are told, and the rejection carries what was shown. */
function reject(
  outcome: Failure,
  config: AxiosRequestConfig | undefined,
  envelope?: Envelope,
  httpStatus?: number,
): RequestError {
  if (outcome.kind === 'silent') return new RequestError('', envelope, httpStatus, true);
  if (outcome.kind === 'signOut') bindings.onSignOut(outcome.message);
  else if (config?.notify !== false) bindings.onError(outcome.message);
  return new RequestError(outcome.message, envelope, httpStatus);
}

/** What went wrong below the envelope, read from whatever axios rejected with. */
export function describeFailure(error: unknown): TransportFailure {
  if (axios.isCancel(error)) return { cancelled: true, timedOut: false };
  if (!axios.isAxiosError(error)) return { cancelled: false, timedOut: false };
  return {
    cancelled: false,
    timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT',
    httpStatus: error.response?.status,
    body: error.response?.data,
  };
}

http.interceptors.response.use(
  // The interceptor hands the envelope, not the axios response, to the caller (typed by `request`).
  async (response: AxiosResponse) => {
    const body = await bodyOf(response);
    // A file asked for as a blob (file-download.ts) is the answer itself.
    if (body instanceof Blob) return body as unknown as AxiosResponse;
    if (!isEnvelope(body)) {
      throw reject(
        { kind: 'failure', message: bindings.t('http:invalidAnswer') },
        response.config,
        undefined,
        response.status,
      );
    }
    const outcome = envelopeOutcome(body, bindings.language());
    if (outcome.kind !== 'ok') throw reject(outcome, response.config, body, response.status);
    return body as unknown as AxiosResponse;
  },
  (error: unknown) => {
    const failure = describeFailure(error);
    const outcome = transportOutcome(failure, bindings.language(), bindings.t);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    const envelope = isEnvelope(failure.body) ? failure.body : undefined;
    throw reject(outcome, config, envelope, failure.httpStatus);
  },
);

/** One call; resolves with the envelope of a status-0 answer, rejects with a RequestError. */
export function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  return http.request<Envelope<T>, Envelope<T>>(config);
}

type Options = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;

export const api = {
  get: <T>(url: string, params?: object, options?: Options) =>
    request<T>({ ...options, method: 'get', url, params }),
  put: <T>(url: string, data?: object, options?: Options) =>
    request<T>({ ...options, method: 'put', url, data }),
  post: <T>(url: string, data?: object | FormData, options?: Options) =>
    request<T>({ ...options, method: 'post', url, data }),
  delete: <T>(url: string, data?: object, options?: Options) =>
    request<T>({ ...options, method: 'delete', url, data }),
};
