// Members (business §2 membership_management: members and member levels): both are declared
// (schemas/members); this module brings what a schema cannot say: a member's age worked out from
// his date of birth as he is read, and the date of birth held to today. The ledger of balance and
// points comes later (issue 23).
import { defineModule } from '../app-module';
import { memberAgeSql } from './member-age';
import { memberHooks } from './member-hooks';

export default defineModule('members', {
  setup(kit, { config }) {
    kit.hooks('member', memberHooks(config.timeZone));
    // It moves with the calendar day: a list page showing it is kept to the next quarter hour at most.
    kit.computed('memberAge', memberAgeSql(config.timeZone), { byDay: true });
  },
});
