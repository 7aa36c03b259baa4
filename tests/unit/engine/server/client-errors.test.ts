import { join } from 'node:path';
import { clientErrorResponse } from '../../../../engine/server/client-errors';
import { loadMessages } from '../../../../engine/server/messages';

const messages = loadMessages(join(__dirname, '..', '..', '..', '..', 'locales'));

/** The status line and the envelope of an answer to a request Node's parser refused. */
function answerTo(code: string | undefined) {
  const text = clientErrorResponse(messages, code, 'request-1234');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, envelope: JSON.parse(body) as unknown };
}

describe('the answer to a request Node’s HTTP parser refused', () => {
  it('is the envelope with the refusal’s HTTP code, in Chinese and English', () => {
    expect(answerTo('HPE_HEADER_OVERFLOW')).toMatchObject({
      statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
      envelope: {
        status: 431,
        msg: '請求的網址或標頭過大',
        msgEn: 'The address or the request headers are too large',
        data: null,
      },
    });
    expect(answerTo('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({
      statusLine: 'HTTP/1.1 408 Request Timeout',
      envelope: { status: 408, msgEn: 'The request took too long to arrive' },
    });
  });

  it('reads any other parser error as a bad request', () => {
    for (const code of ['HPE_INVALID_METHOD', 'HPE_INVALID_HEADER_TOKEN', undefined])
      expect(answerTo(code)).toMatchObject({
        statusLine: 'HTTP/1.1 400 Bad Request',
        envelope: { status: 400, msgEn: 'Bad request', data: null },
      });
  });

  it('carries the request id, the length of its body and the connection’s close', () => {
    const { head } = answerTo('HPE_HEADER_OVERFLOW');
    const body =
      clientErrorResponse(messages, 'HPE_HEADER_OVERFLOW', 'request-1234').split('\r\n\r\n')[1] ?? '';
    expect(head).toContain('x-request-id: request-1234');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(head).toContain('Connection: close');
  });
});
