import { useMemo } from 'react';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';
import { useToast } from '@/features/toasts/useToast';

/** SPEC §8: download and share are not built yet, so they say so. */
export const useEvidenceActions = () => {
  const toast = useToast();
  return useMemo(
    () => ({
      download: () => toast.info(evidenceLockerText.downloadSoon),
      share: () => toast.info(evidenceLockerText.shareSoon),
    }),
    [toast],
  );
};
