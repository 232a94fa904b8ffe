import { FIELD_LABELS, FORM_SECTIONS, PLACEHOLDERS } from '@/features/wishlist/constants';
import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/contracts/wishlistOptions';
import type { WishlistField } from '@/features/wishlist/types';

type InputConfig = {
  label: string;
  kind: 'text' | 'email' | 'multiline';
  placeholder: string;
  autoComplete?: string;
};

type SelectConfig = {
  label: string;
  kind: 'select';
  options: readonly string[];
  /** The blank first choice; absent when the field always has a value (complianceGoal's default). */
  placeholder?: string;
};

type FieldConfig = (InputConfig | SelectConfig) & { wide?: boolean };

export const FIELD_CONFIG: Record<WishlistField, FieldConfig> = {
  fullName: { label: FIELD_LABELS.fullName, kind: 'text', placeholder: PLACEHOLDERS.fullName, autoComplete: 'name' },
  jobTitle: { label: FIELD_LABELS.jobTitle, kind: 'select', options: JOB_TITLES, placeholder: PLACEHOLDERS.select },
  email: {
    label: FIELD_LABELS.email,
    kind: 'email',
    placeholder: PLACEHOLDERS.email,
    autoComplete: 'email',
    wide: true,
  },
  company: {
    label: FIELD_LABELS.company,
    kind: 'text',
    placeholder: PLACEHOLDERS.company,
    autoComplete: 'organization',
    wide: true,
  },
  companySize: {
    label: FIELD_LABELS.companySize,
    kind: 'select',
    options: COMPANY_SIZES,
    placeholder: PLACEHOLDERS.select,
  },
  industry: { label: FIELD_LABELS.industry, kind: 'select', options: INDUSTRIES, placeholder: PLACEHOLDERS.select },
  complianceGoal: { label: FIELD_LABELS.complianceGoal, kind: 'select', options: COMPLIANCE_GOALS },
  timeline: { label: FIELD_LABELS.timeline, kind: 'select', options: TIMELINES, placeholder: PLACEHOLDERS.select },
  currentChallenges: {
    label: FIELD_LABELS.currentChallenges,
    kind: 'multiline',
    placeholder: PLACEHOLDERS.currentChallenges,
    wide: true,
  },
  hearAboutUs: {
    label: FIELD_LABELS.hearAboutUs,
    kind: 'select',
    options: HEAR_ABOUT_US_OPTIONS,
    placeholder: PLACEHOLDERS.select,
    wide: true,
  },
};

export const FORM_LAYOUT: readonly { title: string; fields: readonly WishlistField[] }[] = [
  { title: FORM_SECTIONS.about, fields: ['fullName', 'jobTitle', 'email'] },
  { title: FORM_SECTIONS.company, fields: ['company', 'companySize', 'industry'] },
  { title: FORM_SECTIONS.goals, fields: ['complianceGoal', 'timeline', 'currentChallenges', 'hearAboutUs'] },
];
