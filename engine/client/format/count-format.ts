// A count as every screen shows one (core spec §9): a whole number grouped by thousands with commas,
// 1,250, whatever the interface's language.
const COUNT = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

export function formatCount(count: number): string {
  return COUNT.format(count);
}
