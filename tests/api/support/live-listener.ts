// A subscriber of a listening app server's live stream, read as the browser's live client reads it:
// the session's X-Token sent and the events parsed as they arrive. A test waits for events, never for
// a time: an event that must not come is shown absent by a later one that must.
import { get } from 'node:http';
import { EventStreamParser, type StreamEvent } from '../../../engine/client/live/event-stream-parser';

export interface LiveListener {
  /** The HTTP answer's content type (an envelope's JSON when the stream was refused). */
  contentType: string;
  /** The next event not yet taken; rejects if the stream ends first. */
  next(): Promise<StreamEvent>;
  close(): void;
}

export function listen(baseUrl: string, path: string, token?: string): Promise<LiveListener> {
  // node:http rather than fetch: fetch's pool opens a spare connection after an abort, which
  // would keep the closing server waiting; here closing the listener closes its one socket.
  return new Promise((resolve, reject) => {
    const request = get(`${baseUrl}${path}`, { headers: token ? { 'x-token': token } : {} }, (response) => {
      response.setEncoding('utf8');
      const parser = new EventStreamParser();
      const queued: StreamEvent[] = [];
      let ended = false;
      let wake: (() => void) | undefined;
      response.on('data', (chunk: string) => {
        queued.push(...parser.push(chunk));
        wake?.();
      });
      const end = () => {
        ended = true;
        wake?.();
      };
      response.on('end', end);
      response.on('close', end);
      resolve({
        contentType: String(response.headers['content-type'] ?? ''),
        async next() {
          while (queued.length === 0) {
            if (ended) throw new Error('the stream ended');
            await new Promise<void>((woken) => (wake = woken));
          }
          return queued.shift() as StreamEvent;
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The next event, with its data parsed. */
export async function nextEvent(listener: LiveListener): Promise<{ event: string; data: unknown }> {
  const { event, data } = await listener.next();
  return { event, data: JSON.parse(data) as unknown };
}
