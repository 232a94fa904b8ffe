import { useState } from 'react';
import { getApiErrorMessage } from '@/api/apiError';
import { useToast } from '@/features/toasts/useToast';

/**
 * Runs one write: its success is toasted, its refusal kept as the server's message (or `fallbackMessage`) for the
 * form to show beside what the member typed. Resolves whether it succeeded.
 */
export const useServerAction = (fallbackMessage: string) => {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (failure) {
      setError(getApiErrorMessage(failure, fallbackMessage));
      return false;
    }
  };
  return { error, setError, run };
};
