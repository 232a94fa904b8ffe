import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { AppTheme } from '@/app/theme/AppTheme';
import { AppToaster } from '@/features/toasts/AppToaster';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'queries' | 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the memory router starts. */
  route?: string;
};

/**
 * Renders `ui` (at any path) or a route table inside a fresh store, the app theme, the toaster
 * and a memory router, as the real app does.
 */
export const renderWithProviders = (
  uiOrRoutes: ReactElement | RouteObject[],
  { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions }: RenderWithProvidersOptions = {},
) => {
  const routes = Array.isArray(uiOrRoutes) ? uiOrRoutes : [{ path: '*', element: uiOrRoutes }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <AppTheme>
        <RouterProvider router={router} />
        <AppToaster />
      </AppTheme>
    </Provider>,
    renderOptions,
  );
  return { store, router, user, ...view };
};
