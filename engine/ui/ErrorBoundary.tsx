import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  children: ReactNode;
  /** The panel's title; a screen's when not given. */
  title?: string;
  /** The panel's text; a screen's when not given. */
  message?: string;
  /** What "Tentar novamente" does (e.g. reload the page); by default it draws the children again. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * Catches a part of the page that throws while rendering (a screen, or the whole app around its screens): a pt-BR
 * panel with a retry takes its place, and what is outside it keeps working.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for developers; users see the panel.
    console.warn('[engine] render failed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title={this.props.title ?? 'Esta tela encontrou um erro'}
        message={this.props.message ?? 'Algo deu errado ao mostrar esta tela. O restante do sistema continua funcionando.'}
        onRetry={this.props.onRetry ?? (() => this.setState({ error: null }))}
      />
    );
  }
}
