import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of a tree that threw while rendering — most likely, in production, a
 * screen chunk that no longer exists after a deploy. React offers error boundaries only as class
 * components.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
