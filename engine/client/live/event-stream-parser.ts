// Server-sent events read from a stream of text chunks (fetch's body, decoded): the browser's
// EventSource cannot send the X-Token header, so the live client reads the stream itself. Only
// `event` and `data` fields are used; comment lines (the heartbeats) are skipped.

export interface StreamEvent {
  event: string;
  data: string;
}

export class EventStreamParser {
  private buffer = '';

  /** The events completed by this chunk, in order. */
  push(chunk: string): StreamEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: StreamEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): StreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}
