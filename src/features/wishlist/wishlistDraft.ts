import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  DEFAULT_COMPLIANCE_GOAL,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/contracts/wishlistOptions';
import type { WishlistDraft, WishlistField } from '@/features/wishlist/types';
import type { WishlistRequest } from '@/contracts/wishlist';

export const emptyDraft: WishlistDraft = {
  fullName: '',
  email: '',
  jobTitle: '',
  company: '',
  companySize: '',
  industry: '',
  complianceGoal: DEFAULT_COMPLIANCE_GOAL,
  timeline: '',
  currentChallenges: '',
  hearAboutUs: '',
};

// SPEC §5: required fields; the rest are optional and sent as ''.
export const REQUIRED_FIELDS: ReadonlySet<WishlistField> = new Set([
  'fullName',
  'email',
  'jobTitle',
  'company',
  'companySize',
  'industry',
  'complianceGoal',
]);

export const isMissing = (draft: WishlistDraft, field: WishlistField) =>
  REQUIRED_FIELDS.has(field) && draft[field].trim() === '';

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

const optionalOneOf = <T extends string>(options: readonly T[], value: string): T | '' | null =>
  value === '' || isOneOf(options, value) ? value : null;

/**
 * The request to send, or null while a required field is blank. The browser's own `required`
 * check already stops empty submits; this also catches whitespace-only answers.
 */
export const toWishlistRequest = (draft: WishlistDraft): WishlistRequest | null => {
  const fullName = draft.fullName.trim();
  const email = draft.email.trim();
  const company = draft.company.trim();
  const { jobTitle, companySize, industry, complianceGoal } = draft;
  const timeline = optionalOneOf(TIMELINES, draft.timeline);
  const hearAboutUs = optionalOneOf(HEAR_ABOUT_US_OPTIONS, draft.hearAboutUs);
  if (
    !fullName ||
    !email ||
    !company ||
    !isOneOf(JOB_TITLES, jobTitle) ||
    !isOneOf(COMPANY_SIZES, companySize) ||
    !isOneOf(INDUSTRIES, industry) ||
    !isOneOf(COMPLIANCE_GOALS, complianceGoal) ||
    timeline === null ||
    hearAboutUs === null
  ) {
    return null;
  }
  return {
    email,
    fullName,
    jobTitle,
    company,
    companySize,
    industry,
    complianceGoal,
    currentChallenges: draft.currentChallenges.trim(),
    timeline,
    hearAboutUs,
  };
};
