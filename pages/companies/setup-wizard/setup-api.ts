// POST /setup/finish (docs/api.md "First-time setup"). The wizard shows failures itself, on the
// fields of its steps, so the call raises no global notice.
import { api } from '../../../engine/client';
import type { SetupFinished, SetupSubmission } from '../../../protocol/setup-wizard';

export async function finishSetup(submission: SetupSubmission): Promise<SetupFinished> {
  return (await api.post<SetupFinished>('/setup/finish', submission, { notify: false })).data;
}
