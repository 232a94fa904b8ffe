import '@/lib/strictCsp';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from '@/app/App';
import { readPrerenderedState } from '@/app/prerenderedState';
import { createAppRouter, loadMatchedRoutes } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';
import { restoreSession } from '@/features/auth/thunks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const store = makeStore();
void store.dispatch(restoreSession());

const app = (serverState?: RootState) => (
  <StrictMode>
    <App store={store} serverState={serverState}>
      <RouterProvider router={createAppRouter({ prerendered: serverState !== undefined })} />
    </App>
  </StrictMode>
);

const serverState = readPrerenderedState();
if (serverState) {
  // In a transition, React hydrates in slices and the page stays responsive between them.
  void loadMatchedRoutes(window.location).then(() =>
    startTransition(() => void hydrateRoot(container, app(serverState))),
  );
} else {
  createRoot(container).render(app());
}
