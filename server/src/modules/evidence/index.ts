export { evidenceAuditActions } from './auditActions';
export { contentDisposition } from './contentDisposition';
export { seedDemoEvidence } from './demoEvidence';
export { loadEvidenceSignals } from './evidenceSignals';
export { expiryRemindersJob, expiryRemindersJobName, expiryRemindersRecurrence } from './expiryReminders';
