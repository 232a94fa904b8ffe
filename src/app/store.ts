import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { createAppListenerMiddleware } from '@/app/listenerMiddleware';
import { authSlice } from '@/features/auth/authSlice';
import { toastsSlice } from '@/features/toasts/toastsSlice';

/**
 * Screens loaded later register their slices from their own folder, so the entry bundle carries none of them:
 *   declare module '@/app/store' { export interface LazyLoadedSlices extends WithSlice<typeof xSlice> {} }
 *   const injectedX = xSlice.injectInto(rootReducer); // its .selectors read the slice's initial state until then
 * makeStore(preloadedState) accepts their state too.
 */
// Module augmentation only merges into an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, toastsSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export const makeStore = (preloadedState?: Partial<RootState>) => {
  const listenerMiddleware = createAppListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
