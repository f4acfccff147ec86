import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GenericErrorPage } from './generic-error-page.tsx';

interface PageErrorBoundaryProps {
  /** A new key (the next page's path) clears the error, so the rest of the app stays usable. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * The pages' error boundary, inside the layout: a page that throws while rendering, or whose code fails to
 * download, shows the generic error page with the header and footer still in place.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: State): Partial<State> | null {
    // Remember where the failure happened; leaving that page clears it.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <GenericErrorPage /> : this.props.children;
  }
}
