import { useCallback, useState } from 'react';
import { logApiError } from '@/api/apiError';
import { useToast } from '@/features/toasts/useToast';
import { SUCCESS_TOAST } from '@/features/wishlist/constants';
import { submitErrorMessage } from '@/features/wishlist/submitErrorMessage';
import type { WishlistRequest } from '@/contracts/wishlist';
import { useSubmitWishlistRequestMutation } from '@/features/wishlist/wishlistApi';

/** SPEC §4: editing -> submitting -> submitted, or error (shown inline and as a toast). */
export const useWishlistSubmission = () => {
  const [submitRequest, { isLoading }] = useSubmitWishlistRequestMutation();
  const toast = useToast();
  const [submitted, setSubmitted] = useState<WishlistRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (request: WishlistRequest) => {
      setError(null);
      try {
        await submitRequest(request).unwrap();
        setSubmitted(request);
        toast.success(SUCCESS_TOAST);
      } catch (caught) {
        logApiError('wishlist request', caught);
        const message = submitErrorMessage(caught);
        setError(message);
        toast.error(message);
      }
    },
    [submitRequest, toast],
  );

  return { submit, isSubmitting: isLoading, submitted, error };
};
