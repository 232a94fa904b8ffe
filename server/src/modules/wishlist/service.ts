import type { Db } from '../../db/database';
import { type Clock, isoNow } from '../../lib/clock';
import { insertWishlistRequestOnce } from './repository';
import type { WishlistBody } from '@/contracts/wishlist';

export const wishlistThanksMessage = "Thanks! You're on the list. We'll email your credentials within 24-48 hours.";

/**
 * Stores an early-access request. An email already on the list gets the same answer in the same one statement, so
 * the form can't be used to learn who asked for access; the first request is kept.
 */
export const submitWishlistRequest = async (db: Db, clock: Clock, body: WishlistBody, ip: string): Promise<void> => {
  const now = isoNow(clock);
  await insertWishlistRequestOnce(db, {
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
};
