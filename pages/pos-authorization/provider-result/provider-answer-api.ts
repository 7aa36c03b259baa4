// The result page's one call (docs/api.md "Point-of-sale authorization"): it forwards what the
// provider put in the return address. The page shows every failure itself, so no global notice.
import { api } from '../../../engine/client';
import {
  POS_ANSWER_KEYS,
  type PosAnswer,
  type PosAuthorizationResult,
} from '../../../protocol/pos-authorization';

/** The provider's answer in the page's query: the keys it sends, each taken once, nothing else. */
export function answerFromQuery(query: URLSearchParams): PosAnswer {
  const answer: PosAnswer = {};
  for (const key of POS_ANSWER_KEYS) {
    const value = query.get(key);
    if (value !== null) answer[key] = value;
  }
  return answer;
}

// A state records once: a page drawn twice (React's strict mode, a remount) must not post it twice
// and then show the second post's refusal, so each answer is posted once per page load.
const posted = new Map<string, Promise<PosAuthorizationResult>>();

export function recordProviderAnswer(answer: PosAnswer): Promise<PosAuthorizationResult> {
  const key = JSON.stringify(answer);
  let result = posted.get(key);
  if (!result) {
    result = api
      .post<PosAuthorizationResult>('/pos/authorization/result', answer, { notify: false })
      .then((envelope) => envelope.data);
    posted.set(key, result);
  }
  return result;
}
