// What a public account form shows once it has done its work: a success message in place of the
// form, read out as it appears, and the way on.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function DoneNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MessageBar intent="success" role="status" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
