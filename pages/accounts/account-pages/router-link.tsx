// A Fluent text link that is a real <a href> and moves within the app through the router on a plain
// click, as the engine's LinkButton does for buttons.
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { isModifiedClick } from '../../../engine/shell';

export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Link
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
