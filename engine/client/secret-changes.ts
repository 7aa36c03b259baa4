// The secrets the user menu lets the signed-in user change (core spec §2.4): the sign-in password,
// which every account has, then whatever secrets the application registers, each described by its
// call, its labels and its own rule, as widgets are by name.
import type { UserInfo } from '../protocol/user-info';

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  newPassword2: string;
}

export type PasswordField = keyof PasswordChangeForm;

export interface SecretChange {
  /** Unique among the changes; a registration under a taken name replaces it. */
  name: string;
  /** The PUT call, with `{oldPassword, newPassword}` (no `oldPassword` when left blank). */
  path: string;
  /** Label key of the menu item and the dialog's title. */
  title: string;
  /** Label key of each field. */
  labels: Record<PasswordField, string>;
  /** Label keys of hints shown under fields. */
  hints?: Partial<Record<PasswordField, string>>;
  /** None may be set yet, so the old value may be left blank (the server says when one is). */
  oldOptional?: boolean;
  /** The new value is exactly `count` digits, typed on a numeric keypad; `message` is its label key. */
  digits?: { count: number; message: string };
  /** Whether the signed-in user holds this secret. */
  heldBy(userInfo: UserInfo): boolean;
}

export const SIGN_IN_PASSWORD: SecretChange = {
  name: 'password',
  path: '/user/update/password',
  title: 'shell:user.changePassword',
  labels: {
    oldPassword: 'shell:user.oldPassword',
    newPassword: 'shell:user.newPassword',
    newPassword2: 'shell:user.newPassword2',
  },
  heldBy: () => true,
};

const changes = new Map<string, SecretChange>([[SIGN_IN_PASSWORD.name, SIGN_IN_PASSWORD]]);

export function registerSecretChange(change: SecretChange): void {
  changes.set(change.name, change);
}

/** The changes the user menu offers this user, the sign-in password first. */
export function secretChangesFor(userInfo: UserInfo): SecretChange[] {
  return [...changes.values()].filter((change) => change.heldBy(userInfo));
}

/** Every label key a change shows, so its dialog can load their namespaces first. */
export function secretChangeLabels(change: SecretChange): string[] {
  return [
    change.title,
    ...Object.values(change.labels),
    ...Object.values(change.hints ?? {}),
    ...(change.digits ? [change.digits.message] : []),
  ];
}
