// The demo's servers get four-digit keys, as the waiter schema requires, however many shops a company
// has: the branch benches give the first demo company ten thousand (30,000 servers).
import { employeeKeyOf } from '../../../server/demo/seed-floor';

describe("the demo servers' employee keys", () => {
  it('are four digits from 1001 for any number of servers', () => {
    expect(employeeKeyOf(0)).toBe('1001');
    expect(employeeKeyOf(8998)).toBe('9999');
    expect(employeeKeyOf(8999)).toBe('1001');
    for (const serial of [3000, 29_999, 123_456]) expect(employeeKeyOf(serial)).toMatch(/^[0-9]{4}$/);
  });
});
