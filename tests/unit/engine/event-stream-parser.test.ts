import { EventStreamParser } from '../../../engine/client/live/event-stream-parser';

describe('the live stream parser', () => {
  it('reads events cut anywhere between chunks, and skips the heartbeats', () => {
    const parser = new EventStreamParser();
    const text = 'event: ready\ndata: {}\n\n: heartbeat\n\nevent: change\ndata: {"topic":"queueTicket"}\n\n';
    const events = [...text].flatMap((character) => parser.push(character));
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: '{"topic":"queueTicket"}' },
    ]);
  });

  it('joins several data lines, reads CRLF line ends and names an unnamed event "message"', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: one\r\ndata:two\r\n\r\nevent: end\ndata: {"status":4}\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
    expect(parser.push('\n')).toEqual([{ event: 'end', data: '{"status":4}' }]);
  });
});
