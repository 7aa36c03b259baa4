// The seats the held bookings occupy over time, as a step function built once per call (sorting the
// bookings once), so each candidate slot asks for its busiest moment in logarithmic time.
import type { HeldBooking } from './reservation-rules';
import { MINUTE } from './zoned-time';

export interface SeatProfile {
  /** The most people held at any instant of [from, to) (at `from` when the window is empty). */
  busiest(from: number, to: number): number;
}

export function seatProfile(held: readonly HeldBooking[]): SeatProfile {
  const changes = held
    .filter((booking) => booking.minutes > 0 && booking.people !== 0)
    .flatMap((booking) => [
      { at: booking.start, people: booking.people },
      { at: booking.start + booking.minutes * MINUTE, people: -booking.people },
    ])
    .sort((a, b) => a.at - b.at);
  // times[i] is when the load becomes loads[i]; it holds until times[i + 1].
  const times: number[] = [];
  const loads: number[] = [];
  let load = 0;
  for (const change of changes) {
    load += change.people;
    if (times[times.length - 1] === change.at) loads[loads.length - 1] = load;
    else {
      times.push(change.at);
      loads.push(load);
    }
  }

  /** The index of the last step at or before `instant`, -1 before the first. */
  const stepAt = (instant: number): number => {
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((times[middle] ?? 0) <= instant) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  };

  return {
    busiest(from, to) {
      let step = stepAt(from);
      let most = step >= 0 ? (loads[step] ?? 0) : 0;
      for (step += 1; step < times.length && (times[step] ?? 0) < to; step += 1)
        most = Math.max(most, loads[step] ?? 0);
      return most;
    },
  };
}
