export { findPolicyDraft, recordPolicyReview } from './reviewedDraft';
export { findPolicySubject } from './subject';
export { renderPolicyPdfOnWorker } from './pdf/renderOnWorker';
export { policyRemindersJob, policyRemindersJobName, policyRemindersRecurrence } from './reminderJob';
export { listPoliciesToAccept } from './acceptanceService';
export { type LibraryRequestOutcome, startRequestedPolicy } from './libraryRequest';
