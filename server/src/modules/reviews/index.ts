export { listPendingReviews, submitForReview } from './service';
