import { baseApi } from '@/api/baseApi';
import type { WishlistRequest } from '@/contracts/wishlist';
import type { MessageResponse } from '@/contracts/envelope';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitWishlistRequest: build.mutation<MessageResponse, WishlistRequest>({
      query: (body) => ({ url: 'wishlist', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitWishlistRequestMutation } = wishlistApi;
