import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

interface State {
  error: Error | null;
}

/** Catches a screen that throws while rendering: the screen shows a pt-BR panel, the rest of the app keeps working. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for developers; users see the panel.
    console.warn('[engine] screen failed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title="Esta tela encontrou um erro"
        message="Algo deu errado ao mostrar esta tela. O restante do sistema continua funcionando."
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
