import { baseApi } from '@/api/baseApi';
import type { WishlistRequest } from '@/contracts/wishlist';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitWishlistRequest: build.mutation<void, WishlistRequest>({
      query: (body) => ({ url: 'wishlist', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitWishlistRequestMutation } = wishlistApi;
