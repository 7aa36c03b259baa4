// A member's write hooks (members-module.ts): a date of birth after today is refused, as no age
// can be worked out from it. Today is the server's calendar day, as the age's own (member-age.ts);
// the form cannot say it, since a schema's conditions do not know the date.
import { invalid } from '../../engine/server';
import type { WriteHooks } from '../../engine/server';
import { zonedDate } from '../../protocol/zoned-time';

export function memberHooks(serverTimeZone: string): WriteHooks {
  const check = async (birthday: unknown) => {
    if (typeof birthday === 'string' && birthday > zonedDate(Date.now(), serverTimeZone))
      throw invalid([
        { field: 'birthday', key: 'members:messages.birthdayInFuture', label: 'members:fields.birthday' },
      ]);
  };
  return {
    beforeCreate: (_context, value) => check(value.birthday),
    // One born before an edit stays born: only a changed date is held to today.
    async beforeModify(_context, value, before) {
      if (value.birthday !== before.birthday) await check(value.birthday);
    },
  };
}
