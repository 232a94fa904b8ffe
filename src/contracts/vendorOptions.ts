// No imports: the vendor screens read these lists without loading zod.

/** What the vendor receives from us: the first of the three questions a tier is derived from. */
export const dataSharedLevels = ['none', 'internal', 'customerOrPersonal'] as const;
export type DataShared = (typeof dataSharedLevels)[number];

export const businessImpacts = ['low', 'medium', 'high'] as const;
export type BusinessImpact = (typeof businessImpacts)[number];

export const vendorDataCategories = ['personal', 'health', 'customer'] as const;
export type VendorDataCategory = (typeof vendorDataCategories)[number];

export const vendorStatuses = ['active', 'offboarded'] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

export const vendorTiers = [1, 2, 3] as const;
export type VendorTier = (typeof vendorTiers)[number];

export const vendorDocumentKinds = ['soc2', 'iso27001', 'dpa', 'baa'] as const;
export type VendorDocumentKind = (typeof vendorDocumentKinds)[number];

export const reviewDecisions = ['approved', 'approvedWithConditions', 'rejected'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

export const reviewAnswers = ['yes', 'no', 'notApplicable'] as const;
export type ReviewAnswer = (typeof reviewAnswers)[number];

export const dataSharedLabels: Record<DataShared, string> = {
  none: 'None',
  internal: 'Internal information',
  customerOrPersonal: 'Customer or personal data',
};

export const businessImpactLabels: Record<BusinessImpact, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const dataCategoryLabels: Record<VendorDataCategory, string> = {
  personal: 'Personal data',
  health: 'Health data',
  customer: 'Customer data',
};

export const vendorStatusLabels: Record<VendorStatus, string> = { active: 'Active', offboarded: 'Offboarded' };

export const documentKindLabels: Record<VendorDocumentKind, string> = {
  soc2: 'SOC 2 report',
  iso27001: 'ISO 27001 certificate',
  dpa: 'Data processing agreement (DPA)',
  baa: 'Business associate agreement (BAA)',
};

export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  approved: 'Approved',
  approvedWithConditions: 'Approved with conditions',
  rejected: 'Rejected',
};

export const reviewAnswerLabels: Record<ReviewAnswer, string> = {
  yes: 'Yes',
  no: 'No',
  notApplicable: 'Not applicable',
};

/** The question set of a vendor review, each asked of what the vendor does with our data. */
export const reviewQuestions = [
  { id: 'encryption', text: 'Is our data encrypted both in transit and where the vendor stores it?' },
  {
    id: 'breachNotification',
    text: 'Has the vendor committed in writing to tell us of a breach affecting our data within an agreed time?',
  },
  {
    id: 'accessControl',
    text: "Do the vendor's staff reach our data only through named accounts, with MFA and the least access needed?",
  },
  {
    id: 'subprocessorsDisclosed',
    text: 'Does the vendor list the sub-processors that touch our data and warn us before adding one?',
  },
  { id: 'certificationsCurrent', text: 'Are its security certifications or independent audit reports current?' },
  { id: 'dataReturn', text: 'Will the vendor return or delete our data when the contract ends, and confirm it?' },
  {
    id: 'vulnerabilityManagement',
    text: 'Does the vendor patch its systems and have them tested for vulnerabilities on a schedule?',
  },
  {
    id: 'continuity',
    text: 'Can the vendor keep the service running, or restore it, after an outage, and has it tested how?',
  },
] as const;
export type ReviewQuestionId = (typeof reviewQuestions)[number]['id'];
