import { useMemo } from 'react';
import { useRequiredStore } from '@/app/hooks';
import { toastShown, type ToastKind } from '@/features/toasts/toastsSlice';

export type ShowToast = (message: string, options?: { durationMs?: number }) => void;
export type ToastApi = Record<ToastKind, ShowToast>;

/** The one way the UI raises a toast. Throws a developer error outside the store Provider (SPEC §8). */
export const useToast = (): ToastApi => {
  const store = useRequiredStore('useToast');
  return useMemo(() => {
    const show =
      (kind: ToastKind): ShowToast =>
      (message, options) =>
        store.dispatch(toastShown({ kind, message, durationMs: options?.durationMs }));
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [store]);
};
