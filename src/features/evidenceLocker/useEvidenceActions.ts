import { useMemo } from 'react';
import { getApiErrorMessage } from '@/api/apiError';
import type { EvidenceItem } from '@/contracts/evidence';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';
import { useDownloadEvidenceFileMutation } from '@/features/evidenceLocker/evidenceLockerApi';
import { useToast } from '@/features/toasts/useToast';

/** Download saves the current version's file; share links are not built yet, so Share says so. */
export const useEvidenceActions = () => {
  const toast = useToast();
  const [downloadFile] = useDownloadEvidenceFileMutation();
  return useMemo(
    () => ({
      download: ({ id, current }: Pick<EvidenceItem, 'id' | 'current'>) =>
        downloadFile({ id, version: current.version, fileName: current.fileName })
          .unwrap()
          .catch((error: unknown) => toast.error(getApiErrorMessage(error, evidenceLockerText.downloadFailed))),
      share: () => toast.info(evidenceLockerText.shareSoon),
    }),
    [downloadFile, toast],
  );
};
