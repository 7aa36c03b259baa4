import { captureErrors } from '../../../../engine/client/capture-errors';
import { describeError, ERROR_LOG_LIMIT, ErrorLog } from '../../../../engine/client/error-log';

describe('the ErrorLog store', () => {
  it('keeps the newest error first, with where and when it happened', () => {
    const log = new ErrorLog(() => new Date('2026-01-02T03:04:05Z'));
    log.add('error', new Error('first'), 'http://x/a');
    log.add('rejection', 'second', 'http://x/b');
    expect(log.logs.map((entry) => [entry.source, entry.message, entry.url])).toEqual([
      ['rejection', 'second', 'http://x/b'],
      ['error', 'first', 'http://x/a'],
    ]);
    expect(log.logs[1]?.stack).toContain('first');
    expect(log.logs[0]?.time.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('clears everything at once', () => {
    const log = new ErrorLog();
    log.add('render', new Error('x'), '');
    log.clear();
    expect(log.logs).toEqual([]);
  });

  it('drops the oldest beyond its limit', () => {
    const log = new ErrorLog();
    for (let index = 0; index <= ERROR_LOG_LIMIT; index += 1) log.add('error', `e${index}`, '');
    expect(log.logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(log.logs.at(-1)?.message).toBe('e1');
  });

  it('describes whatever was thrown', () => {
    expect(describeError(new TypeError('bad')).message).toBe('bad');
    expect(describeError('text')).toEqual({ message: 'text' });
    expect(describeError({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ message: 'undefined' });
  });
});

describe('error capture', () => {
  it('logs uncaught errors and unhandled rejections of the window until stopped', () => {
    const log = new ErrorLog();
    const stop = captureErrors(window, log);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('nobody caught me');
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(log.logs.map((entry) => [entry.source, entry.message])).toEqual([
      ['rejection', 'nobody caught me'],
      ['error', 'boom'],
    ]);
  });
});
