// Who made a page of ledger entries, by name: the members of staff and the tills that posted them,
// read once per kind for the page (the member's history, the company's message credits).
import type { LedgerHistoryEntry, SystemRecords } from '../../engine/server';

// The accounts of the staff, each kind a resource of its own over one table, and the tills.
const STAFF = ['manager', 'waiter', 'user'];
const TILLS = ['posDevice'];

/** The names of the staff and tills on a page, one read per kind (a deleted one keeps his name here). */
export async function authorNames(
  records: SystemRecords,
  entries: readonly Pick<LedgerHistoryEntry, 'byUser' | 'byDevice'>[],
) {
  const read = async (resources: readonly string[], ids: (number | null)[]) => {
    const names = new Map<number, string>();
    let wanted = [...new Set(ids.filter((value): value is number => value !== null))];
    for (const resource of resources) {
      if (wanted.length === 0) break;
      for (const record of await records.matching(resource, {}, { deletedToo: true }, wanted))
        if (typeof record.name === 'string') names.set(record.id as number, record.name);
      wanted = wanted.filter((id) => !names.has(id));
    }
    return names;
  };
  return {
    users: await read(
      STAFF,
      entries.map(({ byUser }) => byUser),
    ),
    devices: await read(
      TILLS,
      entries.map(({ byDevice }) => byDevice),
    ),
  };
}
