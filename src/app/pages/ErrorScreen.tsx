import { Component, type ReactNode } from 'react';
import type { SiteLabels } from '../../content/types';
import { buildInfo } from '../build-info';
import { withBase } from '../router/router';
import button from '../ui/Button.module.css';
import styles from './Page.module.css';

/** An unexpected error shows 'Unexpected Application Error!' and the message, never a blank page. */
export function ErrorScreen({ error, labels }: { error: unknown; labels: SiteLabels['error'] }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" tabIndex={-1} className={styles.centered}>
      <h1 className={styles.errorTitle} tabIndex={-1}>
        {labels.title}
      </h1>
      <pre className={styles.errorMessage}>{message}</pre>
      {/* A full page load, not an in-page route change: on / the router would see the same
          URL and do nothing, and a fresh start is the surest way out of an unexpected error. */}
      <a href={withBase('/', buildInfo.basePath)} className={button.primary}>
        {labels.home}
      </a>
    </main>
  );
}

interface BoundaryProps {
  labels: SiteLabels['error'];
  children: ReactNode;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  // No componentDidCatch: React 19 already logs errors a boundary catches (root option onCaughtError).
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} labels={this.props.labels} /> : this.props.children;
  }
}
