// The marketing history's calls (server/marketing/history/history-plugin.ts). A company's staff name
// no company (the server takes theirs); the platform names the one it chose.
import { api } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE } from '../../../engine/protocol';
import type { HistoryDay, HistoryPage, HistoryQuery } from '../../../protocol/marketing-history';

export const HISTORY_PATH = '/marketing/history';

export async function readHistory(query: HistoryQuery, pageNumber: number): Promise<HistoryPage> {
  return (await api.put<HistoryPage>(HISTORY_PATH, { ...query, pageNumber, pageSize: DEFAULT_PAGE_SIZE }))
    .data;
}

export async function readHistoryDays(query: HistoryQuery): Promise<HistoryDay[]> {
  return (await api.put<HistoryDay[]>(`${HISTORY_PATH}/daily`, query)).data;
}
