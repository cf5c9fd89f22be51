import { Component, type ErrorInfo, type ReactNode } from 'react';
import { renderErrorEntry, reportError } from '@/lib/errorReporting';
import { ErrorFallback } from './ErrorFallback';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

interface State {
  hasError: boolean;
}

/** Catches render errors below it, reports them (render variant of the error log) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(renderErrorEntry(error, info.componentStack));
  }

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}
