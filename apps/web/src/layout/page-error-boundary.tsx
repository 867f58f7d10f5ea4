import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  /** A new value (the page's path) clears the error, so leaving a broken page works. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering (including a page chunk that failed to download) and shows the
 * error screen inside the layout, so the header and the way out stay usable.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[bazaar] the page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
