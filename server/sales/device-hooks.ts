// A deleted point-of-sale device stops its key in the delete's own transaction, so no order is
// accepted from it once the delete has answered (docs/api.md "Point-of-sale ingest").
import type { WriteHooks } from '../../engine/server';
import { revokeKeys } from './device-keys';

export function posDeviceHooks(): WriteHooks {
  return {
    async afterDelete({ tx, actor }, records) {
      await revokeKeys(
        tx,
        records.map((record) => record.id),
        actor.userId,
      );
    },
  };
}
