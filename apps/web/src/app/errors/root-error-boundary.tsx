import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GenericErrorPage } from './generic-error-page.tsx';

interface State {
  failed: boolean;
}

/** The outermost error boundary: anything that fails outside the router's own boundaries shows the error page. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <GenericErrorPage standalone /> : this.props.children;
  }
}
