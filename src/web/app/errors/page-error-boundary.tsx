import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageErrorPanel } from './page-error-panel';

interface Props {
  /** The boundary clears when this changes (the path): another page gets its own chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Catches a failing page inside a layout, so navigation and the rest of the shell keep working. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[page] error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <PageErrorPanel error={this.state.error} /> : this.props.children;
  }
}
