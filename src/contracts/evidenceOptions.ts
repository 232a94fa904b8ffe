// Evidence's categories and confidentiality levels, free of zod: the evidence screens and the server both load this
// file.

/** SPEC §9. */
export const evidenceCategories = [
  'Policies',
  'Technical Evidence',
  'Training Records',
  'Procedures',
  'Risk Assessments',
] as const;
export type EvidenceCategory = (typeof evidenceCategories)[number];

/**
 * Who may see an item: restricted, Admins, Compliance Managers and its uploader; confidential, also Auditors and
 * Security Analysts; internal, every member; public, every member and anyone given a share link.
 */
export const confidentialityLevels = ['public', 'internal', 'confidential', 'restricted'] as const;
export type Confidentiality = (typeof confidentialityLevels)[number];
