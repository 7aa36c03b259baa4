// The task form's two calls (server/marketing/tasks/task-plugin.ts). Both show their failure beside
// the figures, so the request layer posts no notice of its own (`notify: false`).
import { api } from '../../../engine/client';
import type { TaskEstimate } from '../../../protocol/marketing';
import type { TaskDraft } from './task-draft';

export const ESTIMATE_PATH = '/marketing/task/estimate';
export const PREVIEW_PATH = '/marketing/task/preview';

export async function estimateTask(draft: TaskDraft, signal: AbortSignal): Promise<TaskEstimate> {
  return (await api.post<TaskEstimate>(ESTIMATE_PATH, draft, { notify: false, signal })).data;
}

export async function sendPreview(draft: TaskDraft, email: string): Promise<void> {
  await api.post<{ email: string }>(PREVIEW_PATH, { ...draft, email }, { notify: false });
}
