// A server-sent events stream on a hijacked reply (text/event-stream), for the live updates. A
// comment line every heartbeat keeps proxies from closing an idle stream and finds dead clients; a
// client that stops reading is not buffered for without end: what it misses becomes one `resync`.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStream {
  readonly closed: boolean;
  send(event: string, data: unknown): void;
  close(): void;
}

export interface EventStreamOptions {
  heartbeatMs: number;
  /** Runs at each heartbeat (a stream may end itself there: its session ended, say). */
  onHeartbeat?: () => void | Promise<void>;
  onClose: () => void;
}

export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { heartbeatMs, onHeartbeat, onClose }: EventStreamOptions,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // A buffering proxy (nginx) would hold the events back until its buffer fills.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let closed = false;
  let missed = false;

  const write = (text: string) => {
    if (closed) return;
    if (raw.writableNeedDrain) {
      missed = true;
      return;
    }
    raw.write(text);
  };
  raw.on('drain', () => {
    if (!missed) return;
    missed = false;
    write('event: resync\ndata: {}\n\n');
  });

  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    void Promise.resolve(onHeartbeat?.()).catch(() => stream.close());
  }, heartbeatMs);
  heartbeat.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    // A client that went away may leave its socket open (fetch's abort does): a response never
    // ended would hold the connection, and a closing server with it, for good.
    if (!raw.writableEnded) raw.destroy();
    onClose();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  raw.on('error', finish);

  const stream: EventStream = {
    get closed() {
      return closed;
    },
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      raw.end();
      finish();
    },
  };
  return stream;
}
