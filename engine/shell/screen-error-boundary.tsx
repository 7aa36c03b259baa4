// A screen that throws while rendering shows a way back instead of a blank page, and its error goes
// to the error log (core spec §2.4). Going to another address clears the failure.
import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorLog } from '../client/error-log';

function ScreenFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('shell:screenError.title')}</MessageBarTitle>
        <Body1 as="p">{t('shell:screenError.hint')}</Body1>
        <Button onClick={onRetry}>{t('shell:screenError.retry')}</Button>
      </MessageBarBody>
    </MessageBar>
  );
}

export interface ScreenErrorBoundaryProps {
  errorLog: ErrorLog;
  /** The address: when it changes, the next screen gets its chance. */
  resetKey: string;
  children: ReactNode;
}

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.errorLog.add('render', error, location.href);
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) return <ScreenFailure onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
