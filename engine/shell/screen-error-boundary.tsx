// A screen that throws while rendering shows a way back instead of a blank page, and its error goes
// to the error log (core spec §2.4). Going to another address clears the failure.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ErrorLog } from '../client/error-log';

const ScreenFailure = lazy(async () => ({ default: (await import('./screen-failure')).ScreenFailure }));

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
    if (this.state.failed)
      return (
        <Suspense fallback={null}>
          <ScreenFailure onRetry={() => this.setState({ failed: false })} />
        </Suspense>
      );
    return this.props.children;
  }
}
