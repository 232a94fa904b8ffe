import type { z } from 'zod';
import { baseApi } from '@/api/baseApi';
import type { Review, reviewBody, ReviewSubjectType } from '@/contracts/review';

export type ReviewSubject = { subjectType: ReviewSubjectType; subjectId: string };

const reviewUrl = ({ subjectType, subjectId }: ReviewSubject) =>
  `reviews/${subjectType}/${encodeURIComponent(subjectId)}`;
const reviewTag = ({ subjectType, subjectId }: ReviewSubject) => ({
  type: 'Review' as const,
  id: `${subjectType}:${subjectId}`,
});
// Changes asked for are posted in the work's thread, so the thread is read again too; evidence takes its decision as
// its status, which the locker's lists and counts show.
const decided = (subject: ReviewSubject) => [
  reviewTag(subject),
  'Comment' as const,
  ...(subject.subjectType === 'evidence' ? ['Evidence' as const] : []),
];

/** The one review loop, for any kind of work the server declares. */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReview: build.query<Review, ReviewSubject>({
      query: reviewUrl,
      providesTags: (_result, _error, subject) => [reviewTag(subject)],
      extraOptions: { fallbackMessage: 'Could not load the review' },
    }),
    submitForReview: build.mutation<Review, ReviewSubject>({
      query: (subject) => ({ url: `${reviewUrl(subject)}/submission`, method: 'POST' }),
      invalidatesTags: (result, _error, subject) => (result ? [reviewTag(subject)] : []),
      extraOptions: { fallbackMessage: 'Could not submit it for review' },
    }),
    decideReview: build.mutation<Review, ReviewSubject & { decision: z.input<typeof reviewBody> }>({
      query: ({ decision, ...subject }) => ({ url: `${reviewUrl(subject)}/decision`, method: 'POST', body: decision }),
      invalidatesTags: (result, _error, subject) => (result ? decided(subject) : []),
      extraOptions: { fallbackMessage: 'Could not record the review' },
    }),
  }),
});

export const { useGetReviewQuery, useSubmitForReviewMutation, useDecideReviewMutation } = reviewsApi;
