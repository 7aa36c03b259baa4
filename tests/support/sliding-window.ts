// How many events fell within any `ms` milliseconds: what a local fake holds a sender's cap to.

/** The most of `times` (ms, in ascending order) within any window of `ms` milliseconds. */
export function maxInAnyWindow(times: readonly number[], ms: number): number {
  // A window ending at each event starts at the first event within ms of it.
  let most = 0;
  let start = 0;
  for (const [end, at] of times.entries()) {
    while ((times[start] ?? at) <= at - ms) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
