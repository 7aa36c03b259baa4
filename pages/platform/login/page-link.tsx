// A Fluent text link to another page of the app: a real <a href> (a middle click opens a new tab),
// which the sign-in page's host follows on a plain click.
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { isModifiedClick } from '../../../engine/shell';

export function PageLink({
  to,
  open,
  children,
}: {
  to: string;
  open: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <Link
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        open(to);
      }}
    >
      {children}
    </Link>
  );
}
