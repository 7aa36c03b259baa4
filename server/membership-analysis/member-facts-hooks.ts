// The member's write hooks of the membership analysis: his typed facts (member-facts-table.ts)
// follow every write of his record in its transaction (a new member, an edit, a level or VIP the
// server moves), and go with his deletion. Registered beside the members module's own (module-kit.ts
// runs several sets per resource in turn).
import type { WriteHooks } from '../../engine/server';
import { dropMemberFacts, writeMemberFacts } from './member-facts-table';

export function memberFactsHooks(timeZone: string): WriteHooks {
  return {
    afterCreate: ({ tx }, record) => writeMemberFacts(tx, [record], timeZone),
    afterModify: ({ tx }, record) => writeMemberFacts(tx, [record], timeZone),
    afterDelete: ({ tx }, records) => dropMemberFacts(tx, records),
  };
}
