// A Fluent button that is a real link (an <a href>, so it opens in a new tab with a middle click and
// reads as a link), moving within the app through the router on a plain click.
import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { isModifiedClick } from './modified-click';

export interface LinkButtonProps {
  to: string;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Button
      {...props}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
