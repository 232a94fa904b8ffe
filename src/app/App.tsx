import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '@/app/store';
import { AppTheme } from '@/app/theme/AppTheme';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';
import { AppToaster } from '@/features/toasts/AppToaster';

export type AppProps = {
  store: AppStore;
  /** The state a prerendered page was drawn from: hydration reads it, then the store's own state takes over. */
  serverState?: RootState;
  /** The router: the browser's, or the build's static one when prerendering. */
  children: ReactNode;
};

export const App = ({ store, serverState, children }: AppProps) => (
  <Provider store={store} serverState={serverState}>
    <AppTheme>
      <CrashBoundary>
        {children}
        <AppToaster />
      </CrashBoundary>
    </AppTheme>
  </Provider>
);
