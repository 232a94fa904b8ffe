import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import type { AppRouter } from '@/app/router';
import { AppTheme } from '@/app/theme/AppTheme';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';
import { AppToaster } from '@/features/toasts/AppToaster';

export type AppProps = {
  store: AppStore;
  router: AppRouter;
};

export const App = ({ store, router }: AppProps) => (
  <Provider store={store}>
    <AppTheme>
      <CrashBoundary>
        <RouterProvider router={router} />
        <AppToaster />
      </CrashBoundary>
    </AppTheme>
  </Provider>
);
