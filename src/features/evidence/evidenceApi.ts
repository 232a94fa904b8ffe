import { baseApi } from '@/api/baseApi';
import type { AutomatedEvidence, AutomatedEvidenceFile } from '@/contracts/automatedEvidence';
import type { EvidenceItem, EvidenceSummary, RelatedControl } from '@/contracts/evidence';
import type { Pagination } from '@/contracts/paging';
import {
  automatedEvidenceText,
  CONTROL_EVIDENCE_SHOWN,
  evidenceLockerText,
  EVIDENCE_PAGE_SIZE,
} from '@/features/evidence/constants';
import { evidenceQueryParams } from '@/features/evidence/evidenceQueryParams';
import { previewKind } from '@/features/evidence/previewKind';
import type { EvidenceDetails, EvidencePreview, EvidenceQuery } from '@/features/evidence/types';
import { attachmentFileName, downloadBlob } from '@/lib/downloadBlob';

export type EvidencePage = { items: EvidenceItem[]; pagination: Pagination };
type VersionFile = { id: string; version: number };

type ObservedCheck = Pick<AutomatedEvidence, 'integration' | 'check'>;

const fileUrl = ({ id, version }: VersionFile) => `evidence/${id}/versions/${version}/file`;
const observationUrl = ({ integration, check }: ObservedCheck) =>
  `evidence/automated/${integration}/${encodeURIComponent(check)}`;
// A failure's JSON body still parses, so its message is logged and shown.
const blobOrError = (response: Response) => (response.ok ? response.blob() : response.json());

export const evidenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the filtered list; "Load more" fetches the next one. */
    getEvidence: build.infiniteQuery<EvidencePage, EvidenceQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'evidence',
        params: { ...evidenceQueryParams(queryArg), page: pageParam, limit: EVIDENCE_PAGE_SIZE },
      }),
      providesTags: ['Evidence'],
      extraOptions: { fallbackMessage: evidenceLockerText.loadFailed },
    }),
    /** The locker's counts by status, whatever the filters. */
    getEvidenceSummary: build.query<EvidenceSummary, void>({
      query: () => 'evidence/summary',
      providesTags: ['Evidence'],
    }),
    /** The latest evidence linked to one control, for its details on the heat map. */
    getControlEvidence: build.query<EvidencePage, RelatedControl>({
      query: ({ framework, controlId }) => ({
        url: 'evidence',
        params: { framework, control: controlId, limit: CONTROL_EVIDENCE_SHOWN },
      }),
      providesTags: ['Evidence'],
    }),
    getEvidenceDetails: build.query<EvidenceDetails, string>({
      query: (id) => `evidence/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Evidence', id }],
      extraOptions: { fallbackMessage: evidenceLockerText.detailsFailed },
    }),
    /** Only an object URL or the text reaches the store; the URL is released with the cache entry. */
    getEvidencePreview: build.query<EvidencePreview, VersionFile & { mediaType: string }>({
      queryFn: async (file, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: fileUrl(file),
          params: { disposition: 'inline' },
          responseHandler: blobOrError,
        });
        if (result.error) return { error: result.error };
        const blob = result.data as Blob;
        if (previewKind(file.mediaType) === 'text') return { data: { kind: 'text', text: await blob.text() } };
        const kind = previewKind(file.mediaType) === 'pdf' ? 'pdf' : 'image';
        return { data: { kind, url: URL.createObjectURL(blob) } };
      },
      keepUnusedDataFor: 0,
      onCacheEntryAdded: async (_file, { cacheDataLoaded, cacheEntryRemoved }) => {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded && loaded.data.kind !== 'text') URL.revokeObjectURL(loaded.data.url);
      },
      extraOptions: { fallbackMessage: evidenceLockerText.previewFailed },
    }),
    /** The file goes from the response straight to the download: only its name reaches the store. */
    downloadEvidenceFile: build.mutation<{ fileName: string }, VersionFile & { fileName: string }>({
      queryFn: async (file, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: fileUrl(file), responseHandler: blobOrError });
        if (result.error) return { error: result.error };
        // The version's own name: the header's plain-ASCII fallback would mangle non-Latin names.
        downloadBlob(result.data as Blob, file.fileName);
        return { data: { fileName: file.fileName } };
      },
      // A download counts in the item's access history.
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Evidence', id }] : []),
      extraOptions: { fallbackMessage: evidenceLockerText.downloadFailed },
    }),
    getAutomatedEvidence: build.query<AutomatedEvidence[], void>({
      query: () => 'evidence/automated',
      // Each sync replaces what its integration observed.
      providesTags: ['Integration'],
      extraOptions: { fallbackMessage: automatedEvidenceText.loadFailed },
    }),
    /** One observation read in the page: unlike a download, it is not audited. */
    getAutomatedEvidenceFile: build.query<AutomatedEvidenceFile, ObservedCheck>({
      query: (observed) => ({ url: observationUrl(observed), params: { disposition: 'inline' } }),
      extraOptions: { fallbackMessage: automatedEvidenceText.viewFailed },
    }),
    /** Saved under the name the server gives it: the integration, the check and the day it was collected. */
    downloadAutomatedEvidence: build.mutation<{ fileName: string }, ObservedCheck>({
      queryFn: async (observed, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: observationUrl(observed), responseHandler: blobOrError });
        if (result.error) return { error: result.error };
        const fileName =
          attachmentFileName(result.meta?.response?.headers.get('Content-Disposition')) ??
          `${observed.integration}-${observed.check}.json`;
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: automatedEvidenceText.downloadFailed },
    }),
  }),
});

export const {
  useGetEvidenceInfiniteQuery,
  useGetEvidenceSummaryQuery,
  useGetControlEvidenceQuery,
  useGetEvidenceDetailsQuery,
  useGetEvidencePreviewQuery,
  useDownloadEvidenceFileMutation,
  useGetAutomatedEvidenceQuery,
  useGetAutomatedEvidenceFileQuery,
  useDownloadAutomatedEvidenceMutation,
} = evidenceApi;
