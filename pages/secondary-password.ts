// A shop manager's secondary password (core spec §2.4, §5: his manager key) in the user menu:
// registered with the engine's secret changes, which know no roles and no key lengths of their own.
import { registerSecretChange } from '../engine/client';
import { SECONDARY_PASSWORD_DIGITS } from '../protocol/secondary-password';

export function registerSecondaryPassword(): void {
  registerSecretChange({
    name: 'secondaryPassword',
    path: '/user/update/secondary/password',
    title: 'accounts:secondaryPassword.change',
    labels: {
      oldPassword: 'accounts:secondaryPassword.old',
      newPassword: 'accounts:secondaryPassword.new',
      newPassword2: 'accounts:secondaryPassword.new2',
    },
    hints: {
      oldPassword: 'accounts:secondaryPassword.oldHint',
      newPassword: 'accounts:secondaryPassword.hint',
    },
    oldOptional: true,
    // Core spec key ejmmxzw6wsz.
    digits: { count: SECONDARY_PASSWORD_DIGITS, message: 'validation:sixDigits' },
    heldBy: (userInfo) => userInfo.shopManager,
  });
}
