// Core spec §6: a button may carry privilege keys; it shows for an admin, or when the privilege list
// holds the first key or the second. The server checks the call again: this only decides the view.
import { Button, type ButtonProps } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { hasPrivilege } from '../client/privileges';
import { useSession } from '../client/session-context';

export type PrivilegedButtonProps = ButtonProps & {
  /** Key 1, and optionally key 2: either one shows the button. */
  privileges: readonly [string] | readonly [string, string];
};

export const PrivilegedButton = observer(function PrivilegedButton({
  privileges,
  ...button
}: PrivilegedButtonProps) {
  const { userInfo } = useSession();
  return hasPrivilege(userInfo, ...privileges) ? <Button {...button} /> : null;
});
