import { useState } from 'react';
import { getApiErrorMessage } from '@/api/apiError';
import { controlsText } from '@/features/controls/constants';
import { useToast } from '@/features/toasts/useToast';

/**
 * Runs one write: its success is toasted, its refusal kept as the server's message for the form to show beside what
 * the member typed. Resolves whether it succeeded.
 */
export const useServerAction = () => {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (failure) {
      setError(getApiErrorMessage(failure, controlsText.saveFailed));
      return false;
    }
  };
  return { error, setError, run };
};
