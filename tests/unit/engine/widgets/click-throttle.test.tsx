import { act, renderHook } from '@testing-library/react';
import { useClickThrottle } from '../../../../engine/client/use-click-throttle';
import { CLICK_THROTTLE_MS } from '../../../../engine/protocol/constants';

describe('the form click throttle (core spec §9, 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first click at once and the last click of a burst when the window ends', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useClickThrottle(action));
    act(() => {
      result.current();
      result.current();
      result.current();
    });
    expect(action).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(CLICK_THROTTLE_MS - 1));
    expect(action).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs clicks further apart than the window each at once', () => {
    const action = jest.fn();
    const { result } = renderHook(() => useClickThrottle(action));
    act(() => result.current());
    act(() => jest.advanceTimersByTime(CLICK_THROTTLE_MS));
    act(() => result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
