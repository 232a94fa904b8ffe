import { baseApi } from '@/api/baseApi';
import type {
  Asset,
  AssetChanges,
  AssetCoverage,
  AssetListQuery,
  AssetPage,
  CreateAssetBody,
} from '@/contracts/assets';
import { assetsText as text } from '@/features/assets/constants';

export type AssetOwner = { id: string; name: string };
export type AssetListArgs = Partial<AssetListQuery>;

const list = { type: 'Asset' as const, id: 'LIST' };

const queryString = (args: AssetListArgs) =>
  new URLSearchParams(
    Object.entries(args).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  ).toString();

export const assetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssets: build.query<AssetPage, AssetListArgs>({
      query: (args) => `assets?${queryString(args)}`,
      providesTags: [list],
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    getAssetOwners: build.query<AssetOwner[], void>({
      query: () => 'assets/owners',
      transformResponse: (data: { owners: AssetOwner[] }) => data.owners,
      extraOptions: { fallbackMessage: text.loadFailed },
    }),
    createAsset: build.mutation<Asset, CreateAssetBody>({
      query: (body) => ({ url: 'assets', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [list] : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
    updateAssets: build.mutation<
      { assets: Asset[]; coverage: AssetCoverage },
      { ids: string[]; changes: AssetChanges }
    >({
      query: (body) => ({ url: 'assets', method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? [list] : []),
      extraOptions: { fallbackMessage: text.saveFailed },
    }),
  }),
});

export const { useGetAssetsQuery, useGetAssetOwnersQuery, useCreateAssetMutation, useUpdateAssetsMutation } = assetsApi;
