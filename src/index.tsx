import '@/lib/strictCsp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { restoreSession } from '@/features/auth/thunks';

const store = makeStore();
void store.dispatch(restoreSession());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App store={store} router={createAppRouter()} />
  </StrictMode>,
);
