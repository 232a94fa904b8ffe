export const attestationAuditActions = {
  submitted: 'Attestation Submitted',
  approved: 'Attestation Approved',
  rejected: 'Attestation Rejected',
} as const;
