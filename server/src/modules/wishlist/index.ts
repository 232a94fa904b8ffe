export { inviteFromWishlist, rejectWishlistRequest, type InviteTarget } from './inviteService';
export { listWishlistRequests } from './repository';
