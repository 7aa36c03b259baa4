// The calls that hand the browser its schemas at run time (docs/api.md "Schemas and preferences"), so
// a new schema file reaches the screens without a rebuild.
import type { NavigationAnswer } from '../protocol/navigation';
import type { Region, ResourceSchema } from '../schema/resource';
import { api } from './http';

export async function navigationRequest(): Promise<NavigationAnswer> {
  return (await api.get<NavigationAnswer>('/schema/navigation')).data;
}

export async function resourceSchemaRequest(name: string): Promise<ResourceSchema> {
  return (await api.get<ResourceSchema>(`/schema/resource/${encodeURIComponent(name)}`)).data;
}

/** GET /system/config: the region decides the region-only menus (core spec §2.3, §6). */
export async function regionRequest(): Promise<Region | null> {
  const config = (await api.get<Record<string, unknown>>('/system/config')).data;
  const region = config['dola.service.version'];
  return region === 'hk' || region === 'us' ? region : null;
}
