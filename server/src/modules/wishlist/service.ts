import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { findWishlistRequest, insertWishlistRequest } from './repository';
import type { WishlistBody } from '../../../../src/contracts/wishlist';

export const wishlistThanksMessage = "Thanks! You're on the list. We'll email your credentials within 24-48 hours.";
export const wishlistDuplicateMessage = 'This email is already on the early-access list.';

export const submitWishlistRequest = async (db: Db, clock: Clock, body: WishlistBody, ip: string): Promise<void> => {
  if (await findWishlistRequest(db, body.email)) throw new AppError(409, wishlistDuplicateMessage);
  const now = isoNow(clock);
  try {
    await insertWishlistRequest(db, {
      id: crypto.randomUUID(),
      email: body.email,
      full_name: body.fullName,
      job_title: body.jobTitle,
      company: body.company,
      company_size: body.companySize,
      industry: body.industry,
      compliance_goal: body.complianceGoal,
      current_challenges: body.currentChallenges,
      timeline: body.timeline,
      hear_about_us: body.hearAboutUs,
      status: 'pending',
      ip_address: ip,
      user_id: null,
      created_at: now,
      updated_at: now,
      invited_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, wishlistDuplicateMessage);
    throw error;
  }
};
