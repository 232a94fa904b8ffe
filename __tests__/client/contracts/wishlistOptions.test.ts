import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  DEFAULT_COMPLIANCE_GOAL,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/contracts/wishlistOptions';

// The form and the API both read these lists; this test pins them to SPEC §3 word for word.
describe('early-access option lists', () => {
  it.each([
    [
      'jobTitle',
      JOB_TITLES,
      [
        'CEO/Founder',
        'CTO',
        'CISO',
        'Security Engineer',
        'DevOps Engineer',
        'Compliance Manager',
        'IT Manager',
        'Developer',
        'Other',
      ],
    ],
    ['companySize', COMPANY_SIZES, ['1-10', '11-50', '51-200', '201-500', '500+']],
    [
      'industry',
      INDUSTRIES,
      [
        'Technology',
        'Healthcare',
        'Financial Services',
        'E-commerce',
        'Manufacturing',
        'Education',
        'Government',
        'Other',
      ],
    ],
    ['complianceGoal', COMPLIANCE_GOALS, ['SOC2', 'ISO27001', 'HIPAA', 'GDPR', 'Multiple', 'Not Sure']],
    [
      'timeline',
      TIMELINES,
      [
        'Immediate (0-3 months)',
        'Short-term (3-6 months)',
        'Medium-term (6-12 months)',
        'Long-term (12+ months)',
        'Exploring',
      ],
    ],
    [
      'hearAboutUs',
      HEAR_ABOUT_US_OPTIONS,
      ['Search Engine', 'Social Media', 'Referral', 'Industry Event', 'Blog/Article', 'Other'],
    ],
  ])('%s offers exactly the SPEC options', (_field, options, spec) => {
    expect(options).toEqual(spec);
  });

  it('defaults the compliance goal to SOC2', () => {
    expect(DEFAULT_COMPLIANCE_GOAL).toBe('SOC2');
  });
});
