// Core spec §2.1: /404 is a page of its own that anyone may open, and every unknown address in the
// signed-in area goes there.
import { Navigate } from 'react-router';
import { NOT_FOUND_PATH } from '../client/navigation-guard';
import { NotFoundPage } from './not-found-page';
import { PublicFrame } from './public-frame';

export function NotFoundRoute() {
  return (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}

/** The signed-in area's catch-all: its screens are matched first, so this is an unknown address. */
export function RedirectToNotFound() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
