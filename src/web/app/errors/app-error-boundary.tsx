import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen';

interface State {
  error: unknown;
  hasError: boolean;
}

/** The outermost boundary: catches what the router's own boundary cannot (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] unhandled error', error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return <AppErrorScreen onRetry={this.reset} />;
    return this.props.children;
  }
}
