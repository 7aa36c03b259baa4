// One HTTP exchange over a bare socket, for what fastify.inject cannot show: the answers Node's own
// parser gives (oversized headers, a request line it cannot read) before Fastify sees a request.
import { connect } from 'node:net';

export interface RawAnswer {
  http: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as written to the listening server on `port` and reads its one answer. */
export function rawExchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const read = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ http: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close with the client's bytes still unread; what it answered before counts.
    socket.on('error', () => undefined);
    socket.on('close', read);
    socket.end(request);
  });
}

/** A request as a client writes it, with Content-Length for the body and the connection closed after. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== '' || method !== 'GET') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
