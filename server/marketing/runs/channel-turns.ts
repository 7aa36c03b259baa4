// The hand-offs of one channel in one sender, one after another: a message goes when its slot comes
// (send-pace.ts), at least a slot's spacing after the message before it, and no sooner than a second
// after the message `perSecond` places before it was delivered. The last rule holds the cap where the
// provider counts, at arrival: a hand-off may take any time to arrive, but it arrives after it
// started and the earlier one before it was done, so any `perSecond` + 1 arrivals span a second.
// Timers that a busy process fires late together still hand over one by one, never in a burst.
import { setTimeout as sleep } from 'node:timers/promises';

export class ChannelTurns {
  /** `windowMs`: the provider's counting window, a second. */
  constructor(private readonly windowMs = 1000) {}

  #last: Promise<number> = Promise.resolve(-Infinity);
  /** When each of the latest hand-offs was done, oldest first; pending while under way. */
  #done: Promise<number>[] = [];

  /**
   * Waits for the message's turn; answers the function to call once it has been handed over (or
   * failed), which frees the turn `perSecond` places later.
   */
  async turn(slot: number, spacing: number, perSecond: number): Promise<() => void> {
    const window = this.#done.length >= perSecond ? this.#done[this.#done.length - perSecond] : undefined;
    let finish: (at: number) => void = () => undefined;
    this.#done.push(new Promise<number>((resolve) => (finish = resolve)));
    this.#done.splice(0, Math.max(0, this.#done.length - perSecond));
    const turn = this.#last.then(async (last) => {
      const freed = window === undefined ? -Infinity : (await window) + this.windowMs;
      const due = Math.max(slot, last + spacing, freed);
      // A timer counts from the event loop's cached clock, which a busy tick leaves behind, so it may
      // fire before `due` by the wall clock: wait again until the wall clock has reached it.
      for (let wait = due - Date.now(); wait > 0; wait = due - Date.now()) await sleep(wait);
      return Date.now();
    });
    this.#last = turn;
    await turn;
    return () => finish(Date.now());
  }
}
