// Where the generated tests write each resource (core spec §2.3): a server refuses the routes of the
// other region, so a resource flagged for one region is tested on a server of that region.
import type { Region, ResourceSchema } from '../../../engine/schema/resource';

export interface RegionalRun {
  region: Region;
  resources: ResourceSchema[];
}

const offeredIn = (region: Region, resource: ResourceSchema): boolean =>
  !(resource.route.onlyUS && region !== 'us') && !(resource.route.onlyHK && region !== 'hk');

/**
 * A run on the Hong Kong server (the tests' default) for every resource it offers, and one on a US
 * server for the resources only it offers.
 */
export function regionalRuns(resources: ResourceSchema[]): RegionalRun[] {
  const us = resources.filter((resource) => resource.route.onlyUS === true);
  return [
    { region: 'hk', resources: resources.filter((resource) => offeredIn('hk', resource)) },
    ...(us.length > 0 ? [{ region: 'us' as const, resources: us }] : []),
  ];
}
