// A task's draft as the estimate and the preview take it (server/marketing/tasks/task-body.ts): the
// message and filter fields the form shows, without blanks, and the company a caller reaching several
// chose (or the edited task's). A field hidden by its condition is left out, as a save leaves it out.
import { isBlank } from '../../../engine/screens';
import { TASK_DRAFT_FIELDS } from '../../../protocol/marketing';

export type TaskDraft = Record<string, unknown> & { channels: string[] };

/** The draft to estimate, or null while no channel is chosen (the server needs one). */
export function taskDraftOf(
  values: Readonly<Record<string, unknown>>,
  isVisible: (name: string) => boolean,
): TaskDraft | null {
  const channels = values.channels;
  if (!Array.isArray(channels) || channels.length === 0) return null;
  const draft: Record<string, unknown> = {};
  for (const name of TASK_DRAFT_FIELDS)
    if (isVisible(name) && !isBlank(values[name])) draft[name] = values[name];
  if (typeof values.companyId === 'number') draft.companyId = values.companyId;
  return { ...draft, channels: channels.filter((channel): channel is string => typeof channel === 'string') };
}
