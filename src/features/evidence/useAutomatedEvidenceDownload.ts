import { useCallback } from 'react';
import { getApiErrorMessage } from '@/api/apiError';
import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { automatedEvidenceText } from '@/features/evidence/constants';
import { useDownloadAutomatedEvidenceMutation } from '@/features/evidence/evidenceApi';
import { useToast } from '@/features/toasts/useToast';

/** Saves an observation as its JSON file; a failure is a toast. */
export const useAutomatedEvidenceDownload = () => {
  const toast = useToast();
  const [download] = useDownloadAutomatedEvidenceMutation();
  return useCallback(
    ({ integration, check }: Pick<AutomatedEvidence, 'integration' | 'check'>) =>
      download({ integration, check })
        .unwrap()
        .catch((error: unknown) => toast.error(getApiErrorMessage(error, automatedEvidenceText.downloadFailed))),
    [download, toast],
  );
};
