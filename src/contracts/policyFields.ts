/**
 * What a policy template may quote. Profile fields are filled in by the organisation (a printed one left empty is a
 * blocker); facts are read from what the product already knows and are never typed in (a template quotes one only
 * inside `{{#if facts.<name>}}`, with wording for when it is not known).
 */
export const policyProfileFields = {
  legalName: 'Legal name of the organisation',
  industry: 'Industry',
  headcount: 'Number of people (employees and contractors)',
  locations: 'Countries where people work',
  dataTypes: 'Kinds of data the organisation handles',
  securityOfficer: 'Security officer (name and title)',
  privacyOfficer: 'Privacy officer or DPO (name and title)',
  incidentContact: 'Where incidents are reported (email or channel)',
  policyReviewMonths: 'Months between policy reviews',
  accessReviewDays: 'Days between access reviews',
  logRetentionDays: 'Days security logs are kept',
  customerDataRetentionDays: 'Days customer data is kept after a contract ends',
  recoveryTimeHours: 'Recovery time objective (hours)',
  recoveryPointHours: 'Recovery point objective (hours)',
  vendorReviewMonths: 'Months between reviews of critical vendors',
} as const;

export type PolicyProfileField = keyof typeof policyProfileFields;

export const policyFacts = {
  cloudProviders: 'The cloud providers connected, such as "AWS and Google Cloud"',
  identityProvider: 'The identity provider connected, such as "Okta"',
  sourceControl: 'The source control connected, such as "GitHub"',
  mfaEnforcement: 'How MFA is enforced, such as "MFA is enforced for all 42 Okta users"',
  backupsTestedOn: 'The day a backup restore was last tested, such as "14 October 2026"',
  frameworks: 'The frameworks the organisation follows, such as "SOC 2 and ISO 27001"',
  passwordMinimumLength: 'The minimum password length Securo enforces for its own accounts',
} as const;

export type PolicyFact = keyof typeof policyFacts;
