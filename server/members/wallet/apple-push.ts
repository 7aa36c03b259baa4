// Apple's push for pass updates: an empty notification on the pass type's topic to each registered
// device, over HTTP/2 to APNs with the company's Pass Type ID certificate as the TLS client
// certificate. The device then asks the pass web service what changed. A token Apple says is no
// longer valid (410) is answered so its registration can be dropped.
import { connect, constants } from 'node:http2';
import type { AppleCredentials } from './wallet-settings';

export interface PushOutcome {
  token: string;
  /** 200: delivered; anything else failed, for `reason` (APNs' JSON answer, as `BadDeviceToken`). */
  status: number;
  reason: string | undefined;
}

/** Whether APNs says the token will never work again: the device's registration is dead. */
export const isGone = ({ status, reason }: PushOutcome): boolean =>
  status === 410 || reason === 'BadDeviceToken' || reason === 'Unregistered';

const reasonOf = (body: string): string | undefined => {
  try {
    const { reason } = JSON.parse(body) as { reason?: unknown };
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
};

const TIMEOUT_MS = 10_000;

/** Pushes to each token over one connection; answers each token's status. */
export async function pushPassUpdate(
  apnsUrl: string,
  apple: AppleCredentials,
  tokens: readonly string[],
): Promise<PushOutcome[]> {
  if (tokens.length === 0) return [];
  const session = connect(apnsUrl, {
    cert: apple.signerCert,
    key: apple.signerKey,
    ...(apple.signerKeyPassphrase ? { passphrase: apple.signerKeyPassphrase } : {}),
  });
  const failed = new Promise<never>((_, reject) => session.once('error', reject));
  failed.catch(() => undefined);
  try {
    const sent = Promise.all(tokens.map((token) => pushOne(session, apple.passTypeId, token)));
    return await Promise.race([sent, failed]);
  } finally {
    session.close();
  }
}

function pushOne(session: ReturnType<typeof connect>, topic: string, token: string): Promise<PushOutcome> {
  return new Promise((resolve, reject) => {
    const request = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
      [constants.HTTP2_HEADER_CONTENT_TYPE]: 'application/json',
      'apns-topic': topic,
      'apns-push-type': 'background',
      'apns-priority': '5',
    });
    request.setTimeout(TIMEOUT_MS, () => request.close(constants.NGHTTP2_CANCEL));
    let status = 0;
    let body = '';
    request.once('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    // Settled once the stream ends or closes (a timeout resets it), whichever comes first.
    const settle = () =>
      status > 0
        ? resolve({ token, status, reason: reasonOf(body) })
        : reject(new Error('APNs closed the stream without an answer'));
    request.once('end', settle);
    request.once('close', settle);
    request.once('error', reject);
    request.end('{}');
  });
}
