export { listPendingReviews } from './service';
