import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
}

/** Shows the 'Unexpected Application Error!' screen when a route fails to render. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route render failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const status =
      typeof error === 'object' && error && 'status' in error ? Number(error.status) : undefined;
    const message = error instanceof Error ? error.message : undefined;
    return <ErrorScreen status={Number.isFinite(status) ? status : undefined} message={message} />;
  }
}
