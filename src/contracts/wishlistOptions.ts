// SPEC §3's option lists, in one place: the request form offers them and the API validates against them.
// No imports: the server and the landing bundle load this file too.
export const JOB_TITLES = [
  'CEO/Founder',
  'CTO',
  'CISO',
  'Security Engineer',
  'DevOps Engineer',
  'Compliance Manager',
  'IT Manager',
  'Developer',
  'Other',
] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'E-commerce',
  'Manufacturing',
  'Education',
  'Government',
  'Other',
] as const;

export const COMPLIANCE_GOALS = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR', 'Multiple', 'Not Sure'] as const;

export const DEFAULT_COMPLIANCE_GOAL = 'SOC2';

export const TIMELINES = [
  'Immediate (0-3 months)',
  'Short-term (3-6 months)',
  'Medium-term (6-12 months)',
  'Long-term (12+ months)',
  'Exploring',
] as const;

export const HEAR_ABOUT_US_OPTIONS = [
  'Search Engine',
  'Social Media',
  'Referral',
  'Industry Event',
  'Blog/Article',
  'Other',
] as const;
