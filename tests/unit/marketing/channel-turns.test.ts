// A channel's hand-offs keep the cap where the provider counts them, at arrival: whatever a hand-off
// takes to arrive, the one `perSecond` places later starts no sooner than a window after it was done,
// so no window holds more than the cap; and they go one by one, in order, a spacing apart.
import { setTimeout as sleep } from 'node:timers/promises';
import { ChannelTurns } from '../../../server/marketing/runs/channel-turns';
import { maxInAnyWindow } from '../../support/sliding-window';

const WINDOW = 120;
const PER_WINDOW = 2;
const SPACING = 10;

describe('a channel’s turns', () => {
  it('holds arrivals to the cap in any window however long each hand-off takes to arrive', async () => {
    const turns = new ChannelTurns(WINDOW);
    // The first hand-off is slow to arrive, the next quick: spaced starts alone would let them bunch.
    const takes = [90, 2, 2, 60, 2, 2, 2];
    const started: number[] = [];
    const arrived: number[] = [];
    await Promise.all(
      takes.map(async (take, index) => {
        const done = await turns.turn(0, SPACING, PER_WINDOW);
        started[index] = Date.now();
        await sleep(take);
        arrived[index] = Date.now();
        done();
      }),
    );
    expect(started).toEqual([...started].sort((a, b) => a - b));
    const gaps = started.slice(1).map((at, index) => at - (started[index] ?? at));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SPACING - 1);
    expect(
      maxInAnyWindow(
        [...arrived].sort((a, b) => a - b),
        WINDOW,
      ),
    ).toBeLessThanOrEqual(PER_WINDOW);
  });

  it('frees the turn of a hand-off that failed', async () => {
    const turns = new ChannelTurns(WINDOW);
    const first = await turns.turn(0, SPACING, 1);
    first();
    const second = turns.turn(0, SPACING, 1);
    await expect(second).resolves.toEqual(expect.any(Function));
  });
});
