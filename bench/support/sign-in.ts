import type { SignInAnswer } from '../../engine/protocol';
import { DEMO_PASSWORD } from '../../server/demo/demo-data';
import { parseEnvelope } from './envelope';

export interface Account {
  username: string;
  password: string;
}

/** A demo account by its user name: every engine is seeded with them, all on DEMO_PASSWORD. */
export const demoAccount = (username: string): Account => ({ username, password: DEMO_PASSWORD });

/** The demo administrator. */
export const ADMIN = demoAccount('admin');

export const LOGIN_PATH = '/pro-api/login';

/** The JSON body of a correct admin sign-in, shared by the API call and the load test. */
export const ADMIN_LOGIN_BODY = JSON.stringify(ADMIN);

/** Signs in through the API and answers the session token (for X-Token) and the user info. */
export async function signIn(baseUrl: string, body: string = ADMIN_LOGIN_BODY): Promise<SignInAnswer> {
  const response = await fetch(baseUrl + LOGIN_PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const envelope = parseEnvelope(await response.text());
  const answer = envelope?.data as Partial<SignInAnswer> | undefined;
  if (envelope?.status !== 0 || typeof answer?.token !== 'string' || !answer.userInfo) {
    throw new Error(
      `sign-in failed: HTTP ${response.status}, status ${envelope?.status}, ${envelope?.msgEn ?? ''}`,
    );
  }
  return { token: answer.token, userInfo: answer.userInfo };
}
