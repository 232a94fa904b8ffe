export { findPolicyDraft, recordPolicyReview } from './reviewedDraft';
export { findPolicySubject } from './subject';
export { renderPolicyPdfOnWorker } from './pdf/renderOnWorker';
