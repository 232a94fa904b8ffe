import type {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/features/wishlist/options';

type JobTitle = (typeof JOB_TITLES)[number];
type CompanySize = (typeof COMPANY_SIZES)[number];
type Industry = (typeof INDUSTRIES)[number];
type ComplianceGoal = (typeof COMPLIANCE_GOALS)[number];
type Timeline = (typeof TIMELINES)[number];
type HearAboutUs = (typeof HEAR_ABOUT_US_OPTIONS)[number];

/** SPEC §3 / §7: the POST /api/wishlist payload; optional fields are sent as ''. */
export type WishlistRequest = {
  email: string;
  fullName: string;
  jobTitle: JobTitle;
  company: string;
  companySize: CompanySize;
  industry: Industry;
  complianceGoal: ComplianceGoal;
  currentChallenges: string;
  timeline: Timeline | '';
  hearAboutUs: HearAboutUs | '';
};

export type WishlistResponse = { success: boolean; message: string };

export type WishlistField = keyof WishlistRequest;

/** What the form holds while editing: every field as typed or selected. */
export type WishlistDraft = Record<WishlistField, string>;
