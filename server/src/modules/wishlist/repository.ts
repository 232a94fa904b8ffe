import type { Db } from '../../db/database';
import type { NewWishlistRequest, WishlistRequestRow, WishlistStatus } from '../../db/schema';

/** Stores a request unless its email is already on the list; the first request stays as it was. */
export const insertWishlistRequestOnce = async (db: Db, request: NewWishlistRequest): Promise<void> => {
  await db
    .insertInto('wishlist_requests')
    .values(request)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
};

export const findWishlistRequest = (db: Db, email: string): Promise<WishlistRequestRow | undefined> =>
  db.selectFrom('wishlist_requests').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const listWishlistRequests = (db: Db, status?: WishlistStatus): Promise<WishlistRequestRow[]> => {
  let query = db.selectFrom('wishlist_requests').selectAll().orderBy('created_at');
  if (status) query = query.where('status', '=', status);
  return query.execute();
};

export const markWishlistRequest = async (
  db: Db,
  id: string,
  change: { status: WishlistStatus; userId?: string; now: string },
): Promise<void> => {
  await db
    .updateTable('wishlist_requests')
    .set({
      status: change.status,
      updated_at: change.now,
      ...(change.status === 'invited' ? { invited_at: change.now, user_id: change.userId ?? null } : {}),
    })
    .where('id', '=', id)
    .execute();
};
