// Who a route or a navigation section is for (core spec §2.3, §6): the admin-only, platform-only and
// region flags. Both halves read them with this one function: the server to leave a route out of the
// navigation and refuse its calls, the browser to build the sidebar.
import type { Region } from './resource';

export interface AudienceFlags {
  onlyAdmin?: boolean;
  /** Platform operators only (admin and platManager): the delivery platforms' settings. */
  onlyPlatform?: boolean;
  onlyUS?: boolean;
  onlyHK?: boolean;
}

export interface Audience {
  admin: boolean;
  /** admin or platManager. */
  platform: boolean;
  /** null until the browser knows it (GET /system/config): region-only entries wait for it. */
  region: Region | null;
}

export function isForAudience(flags: AudienceFlags, audience: Audience): boolean {
  if (flags.onlyAdmin && !audience.admin) return false;
  if (flags.onlyPlatform && !audience.platform) return false;
  if (flags.onlyUS && audience.region !== 'us') return false;
  if (flags.onlyHK && audience.region !== 'hk') return false;
  return true;
}
