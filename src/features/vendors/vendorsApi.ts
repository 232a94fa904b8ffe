import { baseApi } from '@/api/baseApi';
import type {
  CreateVendorInput,
  LinkDocumentBody,
  RecordReviewInput,
  UpdateVendorInput,
  VendorDetail,
  VendorListQuery,
  VendorPage,
} from '@/contracts/vendors';
import { vendorDocumentsText, vendorReviewsText, vendorsText as text } from '@/features/vendors/constants';
import { attachmentFileName, downloadBlob } from '@/lib/downloadBlob';

const list = { type: 'Vendor' as const, id: 'LIST' };
const vendorTag = (id: string) => ({ type: 'Vendor' as const, id });
const changed = (id: string) => [vendorTag(id), list];

export const vendorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVendors: build.query<VendorPage, VendorListQuery>({
      query: (params) => ({ url: 'vendors', params }),
      providesTags: [list],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getVendor: build.query<VendorDetail, string>({
      query: (vendorId) => `vendors/${encodeURIComponent(vendorId)}`,
      providesTags: (_result, _error, vendorId) => [vendorTag(vendorId)],
      extraOptions: { fallbackMessage: text.vendorLoadFailed },
    }),
    createVendor: build.mutation<VendorDetail, CreateVendorInput>({
      query: (body) => ({ url: 'vendors', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [list] : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    updateVendor: build.mutation<VendorDetail, { vendorId: string; changes: UpdateVendorInput }>({
      query: ({ vendorId, changes }) => ({
        url: `vendors/${encodeURIComponent(vendorId)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (result, _error, { vendorId }) => (result ? changed(vendorId) : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    linkVendorDocument: build.mutation<VendorDetail, { vendorId: string } & LinkDocumentBody>({
      query: ({ vendorId, ...body }) => ({
        url: `vendors/${encodeURIComponent(vendorId)}/documents`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { vendorId }) => (result ? changed(vendorId) : []),
      extraOptions: { fallbackMessage: vendorDocumentsText.failed },
    }),
    unlinkVendorDocument: build.mutation<VendorDetail, { vendorId: string; documentId: string }>({
      query: ({ vendorId, documentId }) => ({
        url: `vendors/${encodeURIComponent(vendorId)}/documents/${encodeURIComponent(documentId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { vendorId }) => (result ? changed(vendorId) : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    recordVendorReview: build.mutation<VendorDetail, { vendorId: string } & RecordReviewInput>({
      query: ({ vendorId, ...body }) => ({
        url: `vendors/${encodeURIComponent(vendorId)}/reviews`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, _error, { vendorId }) => (result ? changed(vendorId) : []),
      extraOptions: { fallbackMessage: vendorReviewsText.failed },
    }),
    exportSubprocessors: build.mutation<{ fileName: string }, void>({
      // The file goes from the response straight to the download: only its name reaches the store.
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'vendors/subprocessors.csv',
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName =
          attachmentFileName(result.meta?.response?.headers.get('Content-Disposition')) ?? 'subprocessors.csv';
        downloadBlob(result.data as Blob, fileName);
        return { data: { fileName } };
      },
      extraOptions: { fallbackMessage: text.exportFailed },
    }),
  }),
});

export const {
  useGetVendorsQuery,
  useGetVendorQuery,
  useCreateVendorMutation,
  useUpdateVendorMutation,
  useLinkVendorDocumentMutation,
  useUnlinkVendorDocumentMutation,
  useRecordVendorReviewMutation,
  useExportSubprocessorsMutation,
} = vendorsApi;
