// Streams of live changes, each a subscriber of this server's hub: `ready` when it starts (and again
// whenever changes may have been missed: the screen reads again), `change` for each announced change
// it may hear, `end` with the envelope status that ended it. Every stream this server holds is
// ended when the server closes, so a closing server is not held open by its subscribers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StatusEntry } from '../../protocol/status';
import { openEventStream, type EventStream } from './event-stream';
import type { LiveChange } from './live-change';
import type { LiveHub } from './live-hub';

export interface StreamSpec {
  topics: readonly string[];
  wants(change: LiveChange): boolean;
  /**
   * Checked at every heartbeat: the status that ends the stream (the session ended, the privilege
   * was taken away), or undefined while it may go on.
   */
  recheck?: () => Promise<StatusEntry | undefined>;
}

export class LiveStreams {
  private readonly open = new Set<EventStream>();

  constructor(
    readonly hub: LiveHub,
    private readonly heartbeatMs: number,
  ) {}

  get size(): number {
    return this.open.size;
  }

  start(request: FastifyRequest, reply: FastifyReply, spec: StreamSpec): void {
    let unsubscribe: () => void = () => undefined;
    const stream = openEventStream(request, reply, {
      heartbeatMs: this.heartbeatMs,
      onHeartbeat: async () => {
        const ended = await spec.recheck?.();
        if (ended) end(stream, ended);
      },
      onClose: () => {
        unsubscribe();
        this.open.delete(stream);
      },
    });
    this.open.add(stream);
    unsubscribe = this.hub.add({
      topics: spec.topics,
      wants: spec.wants,
      changed: (change) => stream.send('change', change),
      resync: () => stream.send('ready', {}),
    });
    stream.send('ready', {});
  }

  /** Ends every stream (the server is closing): the clients reconnect, to another server if need be. */
  closeAll(): void {
    for (const stream of this.open) stream.close();
  }
}

function end(stream: EventStream, status: StatusEntry): void {
  stream.send('end', { status: status.code });
  stream.close();
}
