import { CTA_LABELS } from '@/components/site/siteLabels';

// SPEC §5 labels; the first seven are required.
export const FIELD_LABELS = {
  fullName: 'Full Name',
  email: 'Email Address',
  jobTitle: 'Job Title',
  company: 'Company Name',
  companySize: 'Company Size',
  industry: 'Industry',
  complianceGoal: 'Primary Compliance Goal',
  timeline: 'Timeline',
  currentChallenges: 'Current Challenges',
  hearAboutUs: 'How did you hear about us',
} as const;

export const SUBMIT_LABEL = CTA_LABELS.requestEarlyAccess;
export const SUBMITTING_LABEL = 'Submitting Request...';
export const SUCCESS_TOAST = 'Early access request submitted successfully!';
export const SUBMIT_FAILED = 'Failed to submit request';
export const SUBMIT_FAILED_RETRY = 'Failed to submit request. Please try again.';
export const requiredMessage = (label: string) => `${label} is required`;
export const OPTIONAL_HINT = 'Optional';

export const SUCCESS_TITLE = "You're on the list!";
export const SUCCESS_STEPS_TITLE = 'What happens next';
export const SUCCESS_STEPS = [
  {
    title: 'Our team reviews your request',
    description: 'We look at your company and compliance goals to set up the right workspace.',
  },
  {
    title: 'Credentials sent by email',
    description: 'Your login credentials arrive at the email address you gave us.',
  },
  { title: 'Welcome message', description: 'A welcome message walks you through connecting your first integration.' },
  { title: 'Response in 24-48 hours', description: 'Every request gets an answer within 24-48 hours.' },
] as const;
export const successIntro = (email: string) => `Thanks for your interest in Securo. We will be in touch at ${email}.`;

export const PAGE_INTRO = {
  eyebrow: 'Early access',
  title: 'Request early access',
  subtitle:
    'Securo is in a limited early-access programme. Tell us about your team and your compliance goals and we will set up your workspace.',
  benefitsTitle: 'What you get',
  benefits: [
    'Real-time monitoring of your cloud, code and identity stack',
    'AI remediation steps for every failing control',
    'Audit-ready reports for SOC 2, ISO 27001 and HIPAA',
    'Direct access to the founding team',
  ],
  promise: 'Login credentials by email within 24-48 hours.',
  haveAccess: 'Already have access?',
} as const;

export const FORM_SECTIONS = {
  about: 'About you',
  company: 'Your company',
  goals: 'Your compliance goals',
} as const;

export const PLACEHOLDERS = {
  fullName: 'Jane Cooper',
  email: 'jane@company.com',
  company: 'Acme Inc.',
  currentChallenges: 'For example: our first SOC 2 audit is in six months and we have no evidence collection yet.',
  select: 'Select…',
} as const;

export const PRIVACY_NOTE = 'We only use these details to review your request and set up your account.';
export const WISHLIST_TITLE_ID = 'wishlist-title';
