import { baseApi } from '@/api/baseApi';
import { sampleEvidence } from '@/features/evidenceLocker/sampleEvidence';
import type { Evidence } from '@/features/evidenceLocker/types';

/** SPEC §4: upload, download and share only answer with toasts, so the locker has nothing to write yet. */
export const evidenceLockerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvidence: build.query<Evidence[], void>({
      queryFn: () => ({ data: sampleEvidence }),
      providesTags: ['Evidence'],
    }),
  }),
});

export const { useGetEvidenceQuery } = evidenceLockerApi;
