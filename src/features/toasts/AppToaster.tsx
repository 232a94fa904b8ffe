import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Toaster } from '@/components/feedback/Toaster';
import { TOAST_FADE_MS } from '@/features/toasts/constants';
import { selectToasts, toastFaded } from '@/features/toasts/toastsSlice';

export const AppToaster = () => {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return <Toaster toasts={toasts} fadeMs={TOAST_FADE_MS} onClose={(id) => dispatch(toastFaded(id))} />;
};
