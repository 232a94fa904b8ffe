export { evidenceAuditActions } from './auditActions';
export { contentDisposition } from './contentDisposition';
export { findEvidenceRef } from './evidenceRef';
export { findEvidenceSubject } from './evidenceSubject';
export { evidenceBackedChecks, loadEvidenceSignals } from './evidenceSignals';
export { expiryRemindersJob, expiryRemindersJobName, expiryRemindersRecurrence } from './expiryReminders';
export { listOwnExpiringEvidence } from './memberEvidence';
export {
  type EvidenceUnderReview,
  evidenceLink,
  evidenceSelfReviewMessage,
  findEvidenceUnderReview,
  listEvidenceUnderReview,
  recordEvidenceDecision,
  reviewedTextOf,
} from './reviewedEvidence';
