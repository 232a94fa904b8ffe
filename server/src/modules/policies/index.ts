export { findPolicyDraft, recordPolicyReview } from './reviewedDraft';
export { findPolicySubject } from './subject';
