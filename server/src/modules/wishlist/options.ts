// The option lists of SPEC §3, exactly as the request form offers them.
export const jobTitles = [
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

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

export const industries = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'E-commerce',
  'Manufacturing',
  'Education',
  'Government',
  'Other',
] as const;

export const complianceGoals = ['SOC2', 'ISO27001', 'HIPAA', 'GDPR', 'Multiple', 'Not Sure'] as const;

export const timelines = [
  'Immediate (0-3 months)',
  'Short-term (3-6 months)',
  'Medium-term (6-12 months)',
  'Long-term (12+ months)',
  'Exploring',
] as const;

export const hearAboutUsOptions = [
  'Search Engine',
  'Social Media',
  'Referral',
  'Industry Event',
  'Blog/Article',
  'Other',
] as const;
