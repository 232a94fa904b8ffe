export { evidenceAuditActions } from './auditActions';
export { contentDisposition } from './contentDisposition';
export { loadEvidenceSignals } from './evidenceSignals';
export { expiryRemindersJob, expiryRemindersJobName, expiryRemindersRecurrence } from './expiryReminders';
