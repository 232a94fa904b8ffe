import { paths } from '@/app/paths';

export const BRAND_NAME = 'Securo';
export const FEATURES_SECTION_ID = 'features';

export const NAV_LABELS = {
  aboutTeam: 'About Team',
  backToHome: 'Back to Home',
  features: 'Features',
  login: 'Login',
  requestAccess: 'Request Access',
  menuToggle: 'Navigation menu',
} as const;

export const CTA_LABELS = {
  requestEarlyAccess: 'Request Early Access',
  watchDemo: 'Watch Demo',
  alreadyHaveAccess: 'Already Have Access?',
} as const;

export const FRAMEWORK_NAMES = ['SOC 2', 'ISO 27001', 'HIPAA', 'GDPR'] as const;

export const FOOTER = {
  tagline: 'AI-assisted security compliance for startups and mid-size technology companies.',
  productHeading: 'Product',
  companyHeading: 'Company',
  frameworksHeading: 'Frameworks',
  rights: 'All rights reserved.',
} as const;

export type NavLink = { label: string; to: string };

export const FOOTER_PRODUCT_LINKS: readonly NavLink[] = [
  { label: NAV_LABELS.features, to: `${paths.home}#${FEATURES_SECTION_ID}` },
  { label: NAV_LABELS.requestAccess, to: paths.wishlist },
  { label: NAV_LABELS.login, to: paths.login },
];

export const FOOTER_COMPANY_LINKS: readonly NavLink[] = [{ label: NAV_LABELS.aboutTeam, to: paths.founders }];
