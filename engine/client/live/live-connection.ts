// The browser's end of a live stream (docs/schemas.md "Live updates"): fetch, so the session's
// X-Token is sent as on every call, read as server-sent events. A dropped stream is opened again
// with a growing pause, and each `ready` (the first, and every one after a gap) tells the screen to
// read again, since changes made while it was away were not heard. A refusal is not retried.
import { isEnvelope, type Envelope } from '../../protocol/envelope';
import { EventStreamParser, type StreamEvent } from './event-stream-parser';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 15_000;

export interface LiveChangeEvent {
  topic: string;
  companyId: number | null;
  shopId: number | null;
}

export interface LiveHandlers {
  /** The stream is (again) complete from now on: read what the screen shows again. */
  ready(): void;
  changed(change: LiveChangeEvent): void;
  /** Whether changes are being heard: false while the stream is down and being opened again. */
  connected(connected: boolean): void;
  /** The server refused or ended the stream with this envelope status; it is not opened again. */
  refused(status: number, envelope?: Envelope): void;
}

export interface LiveConnection {
  close(): void;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
  });

export function openLiveConnection(
  url: string,
  headers: () => Record<string, string>,
  handlers: LiveHandlers,
): LiveConnection {
  const abort = new AbortController();
  let stopped = false;

  /** Handles one event; answers false when the stream must not be opened again. */
  const dispatch = ({ event, data }: StreamEvent): boolean => {
    const parsed = JSON.parse(data) as unknown;
    if (event === 'ready' || event === 'resync') {
      handlers.connected(true);
      handlers.ready();
    } else if (event === 'change') handlers.changed(parsed as LiveChangeEvent);
    else if (event === 'end') {
      handlers.refused((parsed as { status: number }).status);
      return false;
    }
    return true;
  };

  /** Reads one stream to its end; answers false when it must not be opened again. */
  const readOnce = async (): Promise<boolean> => {
    const response = await fetch(url, { headers: headers(), signal: abort.signal, cache: 'no-store' });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      const body = (await response.json().catch(() => undefined)) as unknown;
      if (!isEnvelope(body)) return true;
      handlers.refused(body.status, body);
      return false;
    }
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new EventStreamParser();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return true;
      for (const event of parser.push(chunk.value)) if (!dispatch(event)) return false;
    }
  };

  void (async () => {
    let pause = FIRST_RETRY_MS;
    while (!stopped) {
      const began = Date.now();
      const again = await readOnce().catch(() => true);
      if (!again || stopped) return;
      handlers.connected(false);
      // A stream that lasted is a fresh start; one that keeps failing waits longer each time.
      if (Date.now() - began > LAST_RETRY_MS) pause = FIRST_RETRY_MS;
      await wait(pause, abort.signal);
      pause = Math.min(pause * 2, LAST_RETRY_MS);
    }
  })();

  return {
    close() {
      stopped = true;
      abort.abort();
    },
  };
}
