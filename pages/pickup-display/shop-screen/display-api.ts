// The shop's screen's calls, without a session (docs/api.md "Pickup display"). The page shows every
// failure itself, so no call raises a global notice.
import { api } from '../../../engine/client';
import type { PublicDisplay } from '../../../protocol/pickup-numbers';

const segment = encodeURIComponent;

export async function readPublicDisplay(token: string): Promise<PublicDisplay> {
  return (await api.get<PublicDisplay>(`/public/display/${segment(token)}`, undefined, { notify: false }))
    .data;
}

/** The screen's live stream of its shop's changes. */
export const displayLiveUrl = (token: string): string => `/pro-api/public/display/${segment(token)}/live`;
