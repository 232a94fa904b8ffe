import { baseApi } from '@/api/baseApi';
import type { WishlistRequest, WishlistResponse } from '@/features/wishlist/types';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitWishlistRequest: build.mutation<WishlistResponse, WishlistRequest>({
      query: (body) => ({ url: 'wishlist', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitWishlistRequestMutation } = wishlistApi;
