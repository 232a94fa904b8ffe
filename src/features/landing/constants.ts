import { FRAMEWORK_NAMES } from '@/components/site/siteLabels';

export const HERO = {
  eyebrow: 'Limited early access now open',
  titleLead: 'Your',
  titleHighlight: 'AI-powered CISO',
  subtitle:
    'Securo watches your cloud, code and identity stack around the clock, tells you exactly how to fix what fails, and keeps you audit-ready for SOC 2, ISO 27001, HIPAA and GDPR without hiring a security team first.',
  frameworksLabel: 'Built for',
  frameworks: FRAMEWORK_NAMES,
} as const;

type Stat = { value: string; label: string };

export const STATS: readonly Stat[] = [
  { value: '1000+', label: 'Early Access Users' },
  { value: '99.9%', label: 'Uptime Guarantee' },
  { value: '75%', label: 'Faster Compliance' },
  { value: '24/7', label: 'AI Support' },
];

export const SECTION_HEADINGS = {
  features: {
    eyebrow: 'Platform',
    title: 'Everything a security programme needs, in one place',
    subtitle:
      'From the first integration to the auditor’s final question, Securo covers the work that usually takes a dedicated compliance hire.',
  },
  why: {
    eyebrow: 'Why Securo',
    title: 'Why Securo stands out',
    subtitle: 'Compliance tools tell you what is wrong. Securo works like a CISO: it explains, prioritises and fixes.',
  },
  testimonials: {
    eyebrow: 'Early access',
    title: 'Trusted by security teams that move fast',
  },
} as const;

export const CLOSING_CTA = {
  title: 'Ready to meet your AI-powered CISO?',
  body: 'Join the early-access programme. Our team reviews every request and sends login credentials by email within 24-48 hours.',
} as const;

type Highlight = { title: string; description: string };

export const WHY_HIGHLIGHTS: readonly Highlight[] = [
  {
    title: 'Fixes, not just findings',
    description:
      'Every failing control comes with remediation steps written for your stack: the exact AWS setting, GitHub rule or policy clause to change.',
  },
  {
    title: 'Built for lean teams',
    description:
      'Startups and mid-size companies get the judgement of a seasoned CISO without the headcount. Connect your stack and see your posture the same day.',
  },
  {
    title: 'Every framework, one view',
    description:
      'Track SOC 2, ISO 27001 and HIPAA side by side and plan GDPR work from the same dashboard, so effort is never duplicated.',
  },
  {
    title: 'Audit-ready every day',
    description:
      'Evidence is collected and organised as you work, so audit season becomes a review rather than a scramble.',
  },
];

export type Testimonial = { quote: string; name: string; role: string; company: string; rating: number };

export const TESTIMONIAL_RATING_MAX = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We went from a blank spreadsheet to SOC 2 readiness in six weeks. The heat map told us exactly where we stood every morning.',
    name: 'Priya Raman',
    role: 'Head of Engineering',
    company: 'Ledgerly',
    rating: 5,
  },
  {
    quote:
      'The remediation steps were specific to our AWS setup, not generic advice. Our two-person security team finally works like a team of five.',
    name: 'Marcus Webb',
    role: 'CISO',
    company: 'Harborview Health',
    rating: 5,
  },
  {
    quote:
      'When our auditor asked for evidence we had it in minutes. ISO 27001 preparation no longer swallows a whole quarter.',
    name: 'Elena Petrova',
    role: 'Compliance Manager',
    company: 'Stackwise',
    rating: 5,
  },
];

export const ratingLabel = (rating: number) => `Rated ${rating} out of ${TESTIMONIAL_RATING_MAX}`;

export const DASHBOARD_PREVIEW = {
  label: 'Illustration of the Securo dashboard: an overall compliance score of 87% with progress per framework',
  title: 'Compliance overview',
  live: 'Live',
  score: 87,
  scoreLabel: 'Overall',
  eventsTitle: 'Latest checks',
  frameworks: [
    { name: 'SOC 2', score: 92 },
    { name: 'ISO 27001', score: 81 },
    { name: 'HIPAA', score: 68 },
  ],
  events: [
    { text: 'MFA enforced on AWS root account', status: 'passed', tag: 'Passed' },
    { text: 'S3 bucket encryption drift detected', status: 'warning', tag: 'AI fix ready' },
    { text: 'Stale admin key in GitHub Actions', status: 'critical', tag: 'Critical' },
  ],
} as const;

export const COMING_SOON_LABEL = 'Coming soon';
