import { useCallback } from 'react';
import { getApiErrorMessage } from '@/api/apiError';
import type { EvidenceItem } from '@/contracts/evidence';
import { evidenceLockerText } from '@/features/evidence/constants';
import { useDownloadEvidenceFileMutation } from '@/features/evidence/evidenceApi';
import { useToast } from '@/features/toasts/useToast';

/** Saves an item's current version under its file name; a failure is a toast. */
export const useEvidenceDownload = () => {
  const toast = useToast();
  const [downloadFile] = useDownloadEvidenceFileMutation();
  return useCallback(
    ({ id, current }: Pick<EvidenceItem, 'id' | 'current'>) =>
      downloadFile({ id, version: current.version, fileName: current.fileName })
        .unwrap()
        .catch((error: unknown) => toast.error(getApiErrorMessage(error, evidenceLockerText.downloadFailed))),
    [downloadFile, toast],
  );
};
