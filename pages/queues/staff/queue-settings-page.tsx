// Queue settings (business §2 /queuing_management, queue settings screen): the shop's settings form,
// as every settings record has it, with the guest page's address and QR code below it.
import type { PageProps } from '../../../engine/client';
import { SettingsScreen } from '../../../engine/screens';
import { GuestPagePanel } from './guest-page-panel';

export function QueueSettingsPage({ route }: PageProps) {
  return <SettingsScreen routeName={route.name} aside={GuestPagePanel} />;
}
