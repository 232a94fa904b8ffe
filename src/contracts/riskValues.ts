// No imports: screens that only need the register's choices and limits load this file and stay free of zod.

export const riskCategories = [
  'security',
  'privacy',
  'operational',
  'compliance',
  'vendor',
  'availability',
  'financial',
  'legal',
] as const;
export type RiskCategory = (typeof riskCategories)[number];

export const riskTreatments = ['mitigate', 'accept', 'transfer', 'avoid'] as const;
export type RiskTreatmentType = (typeof riskTreatments)[number];

export const riskStatuses = ['open', 'closed'] as const;
export type RiskStatus = (typeof riskStatuses)[number];

/** Likelihood and impact are each rated 1 (rare, negligible) to 5 (almost certain, severe): scores run 1 to 25. */
export const riskRatingMax = 5;
export const riskTitleMax = 200;
export const riskDescriptionMax = 4000;
export const riskPageSize = 25;
