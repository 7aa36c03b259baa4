// The sign-in calls of /pro-api (core spec §7), typed by the shared protocol.
import type { SignInAnswer, UserInfo } from '../protocol/user-info';
import { api } from './http';

export interface Credentials {
  username: string;
  password: string;
}

/** PUT /login; the username is trimmed (core spec §5). The caller shows failures on its form. */
export async function signInRequest({ username, password }: Credentials): Promise<SignInAnswer> {
  const answer = await api.put<SignInAnswer>(
    '/login',
    { username: username.trim(), password },
    { notify: false },
  );
  return answer.data;
}

/** PUT /logout revokes the session on the server. */
export async function signOutRequest(): Promise<void> {
  await api.put<null>('/logout');
}

/** GET /user/info; `notify: false` when the caller shows a failure itself. */
export async function userInfoRequest(options?: { notify?: boolean }): Promise<UserInfo> {
  return (await api.get<UserInfo>('/user/info', undefined, options)).data;
}
