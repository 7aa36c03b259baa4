// The lists a report screen offers its choices from, where the signed-in user may read them: the
// shops (the navigation's shop tenant resource, when he reaches several) and the menu's scenes.
// Null where there is nothing to choose; the server scopes every answer either way.
import { reachesSeveral, useClientStores, useSession } from '../../../engine/client';
import type { ReportLists } from '../../../engine/screens';

const SCENES = 'scene';

export function useReportLists(): ReportLists {
  const { navigation } = useClientStores();
  const { userInfo } = useSession();
  const shops = navigation.resourceRoutes.find((entry) => entry.tenantOf === 'shop')?.resource;
  const scenes = navigation.resourceRoutes.some((entry) => entry.resource === SCENES);
  return {
    shops: shops && userInfo && reachesSeveral('shop', userInfo) ? shops : null,
    scenes: scenes ? SCENES : null,
  };
}
