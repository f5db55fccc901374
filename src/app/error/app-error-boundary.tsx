import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen/error-screen';
import i18n from '@/i18n/i18n';

interface State {
  failed: boolean;
}

/** Last line of defence around the whole app (the router has its own boundary for routes). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen title={i18n.t('general.errorTitle')} message={i18n.t('general.technicalDifficulties')} />
    );
  }
}
