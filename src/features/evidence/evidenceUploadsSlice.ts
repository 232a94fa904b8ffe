import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { FileUpload } from '@/features/evidence/types';

/** The files of the upload dialog, in the order they were chosen; the File objects stay out of the store. */
export type EvidenceUploadsState = { uploads: FileUpload[] };

const initialState: EvidenceUploadsState = { uploads: [] };

type UploadId = { id: string };

export const evidenceUploadsSlice = createSlice({
  name: 'evidenceUploads',
  initialState,
  reducers: {
    uploadStarted: (state, action: PayloadAction<UploadId & { fileName: string; total: number }>) => {
      const { id, fileName, total } = action.payload;
      state.uploads = state.uploads.filter((upload) => upload.id !== id);
      state.uploads.push({ id, fileName, loaded: 0, total, status: 'uploading', error: null });
    },
    uploadProgressed: (state, action: PayloadAction<UploadId & { loaded: number; total: number }>) => {
      const upload = state.uploads.find(({ id }) => id === action.payload.id);
      if (upload?.status !== 'uploading') return;
      upload.loaded = action.payload.loaded;
      upload.total = action.payload.total;
    },
    evidenceUploaded: (state, action: PayloadAction<UploadId>) => {
      const upload = state.uploads.find(({ id }) => id === action.payload.id);
      if (!upload) return;
      upload.status = 'stored';
      upload.loaded = upload.total;
    },
    uploadFailed: (state, action: PayloadAction<UploadId & { message: string }>) => {
      const upload = state.uploads.find(({ id }) => id === action.payload.id);
      if (!upload) return;
      upload.status = 'failed';
      upload.error = action.payload.message;
    },
    uploadsCleared: (state) => {
      state.uploads = [];
    },
  },
  selectors: {
    selectUploads: (state) => state.uploads,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof evidenceUploadsSlice> {}
}

const injectedEvidenceUploads = evidenceUploadsSlice.injectInto(rootReducer);

export const { uploadStarted, uploadProgressed, evidenceUploaded, uploadFailed, uploadsCleared } =
  evidenceUploadsSlice.actions;
export const { selectUploads } = injectedEvidenceUploads.selectors;

/** A file's progress in whole percent; a file of 0 bytes is done when it is stored. */
export const uploadPercent = ({ loaded, total, status }: FileUpload) =>
  status === 'stored' ? 100 : total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
