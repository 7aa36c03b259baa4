// A page of a list inside a record's detail (docs/api.md "Lists inside the detail").
import type { DetailListBody, DetailListRow } from '../protocol/detail-list';
import { detailListEndpoint } from '../schema/endpoints';
import type { DetailList, ResourceSchema } from '../schema/resource';
import { api } from './http';

export interface DetailListPage {
  rows: DetailListRow[];
  count: number;
}

export async function detailListPage(
  resource: ResourceSchema,
  list: DetailList,
  body: DetailListBody,
): Promise<DetailListPage> {
  const answer = await api.put<DetailListRow[]>(detailListEndpoint(resource, list), body);
  return { rows: answer.data, count: answer.count ?? answer.data.length };
}
