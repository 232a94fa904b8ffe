import type { ReviewDecision, VendorTier } from '@/contracts/vendorOptions';

/** Days between reviews by tier; a tier-3 vendor is reviewed once, when it is onboarded. */
export const reviewCadenceDays: Readonly<Record<VendorTier, number | null>> = { 1: 365, 2: 730, 3: null };

const dayMs = 24 * 60 * 60 * 1000;

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs).toISOString().slice(0, 10);

export type LastReview = { reviewedOn: string; decision: ReviewDecision } | null;

/** When the vendor is next due for review: at onboarding until its first one, then by its tier's cadence. */
export const nextReviewOn = (tier: VendorTier, onboardedOn: string, last: LastReview): string | null => {
  if (!last) return onboardedOn;
  const days = reviewCadenceDays[tier];
  return days === null ? null : addDays(last.reviewedOn, days);
};

/** A review counts while its tier's cadence has not lapsed and it did not reject the vendor. */
export const reviewIsCurrent = (tier: VendorTier, onboardedOn: string, last: LastReview, today: string): boolean => {
  if (!last || last.decision === 'rejected') return false;
  const due = nextReviewOn(tier, onboardedOn, last);
  return due === null || due >= today;
};
