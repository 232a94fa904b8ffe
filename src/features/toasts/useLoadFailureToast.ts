import { useEffect, useRef } from 'react';
import { useToast } from '@/features/toasts/useToast';

/**
 * SPEC §8: one error toast per failed load. `failedRequestId` is the id of the request that failed (or undefined),
 * so a re-render, or React's doubled effects in development, never repeat the toast for the same failure.
 */
export const useLoadFailureToast = (failedRequestId: string | undefined, message: string) => {
  const toast = useToast();
  const toasted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!failedRequestId || toasted.current === failedRequestId) return;
    toasted.current = failedRequestId;
    toast.error(message);
  }, [failedRequestId, message, toast]);
};
