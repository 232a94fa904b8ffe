import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { assistantApi } from '@/features/assistant/assistantApi';

/**
 * Sends without the generated mutation hook, which forgets its request when the page unmounts: a reply still on its
 * way must keep the composer locked when the user comes back. The record goes once the reply has landed.
 */
export const useSendChatMessage = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string) => {
      const request = dispatch(assistantApi.endpoints.sendChatMessage.initiate(text));
      void request.finally(() => request.reset());
    },
    [dispatch],
  );
};
