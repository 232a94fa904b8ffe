import { useContext } from 'react';
import { ReactReduxContext, useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** For app helpers that must fail loudly, with their own name, when rendered outside <Provider>. */
export const useRequiredStore = (helperName: string): AppStore => {
  const context = useContext(ReactReduxContext);
  if (!context) throw new Error(`${helperName} must be used within the store Provider`);
  return context.store as AppStore;
};
