import { getApiErrorMessage, logApiError } from '@/api/apiError';
import {
  type UploadContext,
  type UploadRequest,
  type UploadResult,
  uploadWithProgress,
} from '@/api/uploadWithProgress';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import type { EvidenceItem } from '@/contracts/evidence';
import { takeChosenFile } from '@/features/evidence/chosenFiles';
import { uploadEvidenceText } from '@/features/evidence/constants';
import { evidenceApi } from '@/features/evidence/evidenceApi';
import {
  evidenceUploaded,
  uploadFailed,
  uploadProgressed,
  uploadStarted,
} from '@/features/evidence/evidenceUploadsSlice';
import type { UploadTarget } from '@/features/evidence/types';
import { toastShown } from '@/features/toasts/toastsSlice';

const uploadUrl = (target: UploadTarget) =>
  target.kind === 'evidence' ? 'evidence' : `evidence/${target.evidenceId}/versions`;

/** The server reads the fields before the file, so they go first. */
const uploadBody = (target: UploadTarget, file: File) => {
  const body = new FormData();
  if (target.kind === 'evidence') for (const [name, value] of Object.entries(target.fields)) body.append(name, value);
  body.append('file', file, file.name);
  return body;
};

type SendFile = Pick<UploadRequest, 'url' | 'onProgress'> & { target: UploadTarget; file: File };

const sendFile = async (
  { url, target, file, onProgress }: SendFile,
  context: UploadContext,
): Promise<UploadResult<EvidenceItem>> => {
  try {
    const body = uploadBody(target, file);
    return await uploadWithProgress<EvidenceItem>(
      { url, body, onProgress, fallbackMessage: uploadEvidenceText.uploadFailed },
      context,
    );
  } catch (error) {
    // A file the browser could not read or send fails like one the server refused.
    logApiError(`${url}: the file could not be sent`, error);
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
  }
};

/**
 * Sends one chosen file (kept by `keepChosenFile`) with its progress in the store, then says what the server did:
 * the success toast only once it answered 201, else its message on the file and in an error toast.
 */
export const evidenceFileUploadRequested = createAppAsyncThunk(
  'evidenceUploads/fileUploadRequested',
  async ({ uploadId, target }: { uploadId: string; target: UploadTarget }, { dispatch, getState, rejectWithValue }) => {
    const file = takeChosenFile(uploadId);
    if (!file) return rejectWithValue(uploadEvidenceText.uploadFailed);
    dispatch(uploadStarted({ id: uploadId, fileName: file.name, total: file.size }));
    const result = await sendFile(
      {
        url: uploadUrl(target),
        target,
        file,
        onProgress: (progress) => dispatch(uploadProgressed({ id: uploadId, ...progress })),
      },
      { getState, dispatch },
    );
    if (result.error) {
      const message = getApiErrorMessage(result.error, uploadEvidenceText.uploadFailed);
      dispatch(uploadFailed({ id: uploadId, message }));
      dispatch(toastShown({ kind: 'error', message: `${file.name}: ${message}` }));
      return rejectWithValue(message);
    }
    const item = result.data;
    dispatch(evidenceUploaded({ id: uploadId }));
    const done = target.kind === 'evidence' ? uploadEvidenceText.uploaded : uploadEvidenceText.versionUploaded;
    dispatch(toastShown({ kind: 'success', message: done(item.name) }));
    dispatch(evidenceApi.util.invalidateTags(['Evidence']));
    return item;
  },
);
