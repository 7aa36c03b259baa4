// The application's write hooks (engine/server/resources/write-hooks.ts), by resource name: the
// business code that runs inside a resource's writes. docs/schemas.md "Write hooks" says how.
import type { CheckedSchemas } from '../engine/schema/catalogue';
import type { HookTable } from '../engine/server/resources/write-hooks';
import type { JobQueue } from '../engine/server/jobs/job-queue';
import { merchantHooks } from './accounts/merchant-hooks';
import { couponHooks } from './payments/coupon-hooks';
import { posDeviceHooks } from './sales/device-hooks';
import { DEFAULT_TIME_ZONE } from './config';
import { reservationHooks, reservationSettingsHooks } from './reservations/reservation-hooks';

/**
 * `jobs` is the server's queue; the demo's seeding writes nothing that starts a job, and has none.
 * `timeZone` is the server's, for shops that name none of their own.
 */
export function resourceHooks(
  schemas: CheckedSchemas,
  jobs: JobQueue | null = null,
  timeZone = DEFAULT_TIME_ZONE,
): HookTable {
  return {
    company: merchantHooks(schemas),
    coupon: couponHooks(jobs),
    posDevice: posDeviceHooks(),
    reservation: reservationHooks(schemas, timeZone),
    reservationSettings: reservationSettingsHooks(),
  };
}
