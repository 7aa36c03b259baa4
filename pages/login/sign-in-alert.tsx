// The sign-in page's message bar: a failed attempt, or the notice that brought the user here. Its own
// chunk, since most visits never show one (docs/architecture.md, issue 10).
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SignInAlertProps {
  intent: 'error' | 'warning';
  title?: string;
  children: ReactNode;
}

export function SignInAlert({ intent, title, children }: SignInAlertProps) {
  return (
    <MessageBar intent={intent} role="alert">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
