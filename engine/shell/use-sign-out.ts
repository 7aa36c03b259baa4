// Signing out from the shell (core spec §4): the server forgets the session, the browser its state,
// and the user lands on the sign-in page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutRequest } from '../client/auth-api';
import { LOGIN_PATH } from '../client/login-redirect';
import { useSession } from '../client/session-context';

export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOutRequest();
    } catch {
      // The server session may already be gone (expired, revoked): signing out here still stands.
    }
    session.signOut();
    await navigate(LOGIN_PATH, { replace: true });
  }, [session, navigate]);
}
