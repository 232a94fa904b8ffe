export { evidenceAuditActions } from './auditActions';
export { contentDisposition } from './contentDisposition';
export { findEvidenceRef } from './evidenceRef';
export { findEvidenceSubject } from './evidenceSubject';
export { evidenceBackedChecks, loadEvidenceSignals } from './evidenceSignals';
export { expiryRemindersJob, expiryRemindersJobName, expiryRemindersRecurrence } from './expiryReminders';
export { listEvidenceAwaitingReview, listOwnExpiringEvidence } from './memberEvidence';
