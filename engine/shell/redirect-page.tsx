// Core spec §2.1: /redirect/{path} re-enters {path}. The tags view's refresh goes through it, so the
// screen unmounts here and mounts afresh while the shell around it stays.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isSafePath } from '../client/login-redirect';
import { NOT_FOUND_PATH } from '../client/navigation-guard';

export function RedirectPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = `/${useParams()['*'] ?? ''}`;
  useEffect(() => {
    // Only an address of this app: `/redirect//elsewhere.example` must not leave it.
    void navigate(isSafePath(target) ? target + search : NOT_FOUND_PATH, { replace: true });
  }, [navigate, target, search]);
  return null;
}
