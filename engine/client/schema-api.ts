// The calls that hand the browser its schemas at run time (docs/api.md "Schemas and preferences"), so
// a new schema file reaches the screens without a rebuild.
import { isEnvironment } from '../protocol/constants';
import type { NavigationAnswer } from '../schema/navigation-answer';
import type { PrivilegeCatalogue } from '../protocol/privilege-catalogue';
import type { Region, ResourceSchema } from '../schema/resource';
import { api } from './http';

export async function navigationRequest(): Promise<NavigationAnswer> {
  return (await api.get<NavigationAnswer>('/schema/navigation')).data;
}

export async function resourceSchemaRequest(name: string): Promise<ResourceSchema> {
  return (await api.get<ResourceSchema>(`/schema/resource/${encodeURIComponent(name)}`)).data;
}

/** GET /schema/privileges: every privilege the caller may grant, as the permission tree shows them. */
export async function privilegeCatalogueRequest(): Promise<PrivilegeCatalogue> {
  return (await api.get<PrivilegeCatalogue>('/schema/privileges')).data;
}

/** GET /system/config: the region decides the region-only sections (core spec §2.3, §6). */
export async function regionRequest(): Promise<Region | null> {
  const config = (await api.get<Record<string, unknown>>('/system/config')).data;
  const region = config['dola.service.version'];
  return isEnvironment(region) ? region : null;
}
