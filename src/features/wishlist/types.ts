import type { WishlistRequest } from '@/contracts/wishlist';

export type WishlistField = keyof WishlistRequest;

/** What the form holds while editing: every field as typed or selected. */
export type WishlistDraft = Record<WishlistField, string>;
