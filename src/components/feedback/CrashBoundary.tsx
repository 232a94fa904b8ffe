import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from '@/components/feedback/CrashScreen';

export type CrashBoundaryProps = {
  children: ReactNode;
  /** The boundary clears itself when this changes, e.g. on navigation. */
  resetKey?: unknown;
  inline?: boolean;
};

type CrashBoundaryState = { error: Error | null };

export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  state: CrashBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): CrashBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render crash', error, info.componentStack);
  }

  componentDidUpdate(previous: CrashBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null });

  render() {
    if (this.state.error) return <CrashScreen onRetry={this.reset} inline={this.props.inline} />;
    return this.props.children;
  }
}
