// The bar that tells a failure above a form, a dialog or a list (core spec §8), read out at once: one
// component for the engine and the pages, so every error looks and announces alike. A notice the
// user must see before going on (the sign-in page's "signed out") takes the warning colour.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface AlertBarProps {
  /** What went wrong; nothing is shown without it. */
  message: ReactNode;
  title?: string;
  intent?: 'error' | 'warning';
  /** The message wraps below the title and the icon: a long one, or one with a way out. */
  multiline?: boolean;
  className?: string;
}

export function AlertBar({ message, title, intent = 'error', multiline = false, className }: AlertBarProps) {
  if (!message) return null;
  return (
    <MessageBar intent={intent} role="alert" layout={multiline ? 'multiline' : 'auto'} className={className}>
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
