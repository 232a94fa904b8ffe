import { baseApi } from '@/api/baseApi';
import type {
  Comment,
  CommentSubject,
  CommentThread,
  CreateCommentBody,
  MentionCandidate,
  UpdateCommentBody,
} from '@/contracts/comments';
import { commentsText } from '@/features/comments/constants';

export type ThreadQuery = CommentSubject & { q?: string };

// One tag a subject: whatever changes a comment refreshes that subject's thread, whatever its search.
const threadTag = ({ subjectType, subjectId }: CommentSubject) =>
  ({ type: 'Comment', id: `${subjectType}:${subjectId}` }) as const;

export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommentThread: build.query<CommentThread, ThreadQuery>({
      query: ({ q, ...subject }) => ({ url: 'comments', params: q ? { ...subject, q } : subject }),
      providesTags: (_result, _error, query) => [threadTag(query)],
      extraOptions: { fallbackMessage: commentsText.loadFailed },
    }),
    getMentionCandidates: build.query<MentionCandidate[], ThreadQuery>({
      query: ({ q, ...subject }) => ({ url: 'comments/mention-candidates', params: q ? { ...subject, q } : subject }),
      transformResponse: ({ members }: { members: MentionCandidate[] }) => members,
    }),
    postComment: build.mutation<Comment, CreateCommentBody>({
      query: (body) => ({ url: 'comments', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [threadTag(result)] : []),
      extraOptions: { fallbackMessage: commentsText.saveFailed },
    }),
    editComment: build.mutation<Comment, { id: string; changes: UpdateCommentBody }>({
      query: ({ id, changes }) => ({ url: `comments/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (result) => (result ? [threadTag(result)] : []),
      extraOptions: { fallbackMessage: commentsText.saveFailed },
    }),
    deleteComment: build.mutation<Comment, string>({
      query: (id) => ({ url: `comments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [threadTag(result)] : []),
      extraOptions: { fallbackMessage: commentsText.saveFailed },
    }),
    watchThread: build.mutation<{ watching: boolean }, CommentSubject & { watching: boolean }>({
      query: (body) => ({ url: 'comments/watch', method: 'PUT', body }),
      invalidatesTags: (result, _error, { subjectType, subjectId }) =>
        result ? [threadTag({ subjectType, subjectId })] : [],
      extraOptions: { fallbackMessage: commentsText.saveFailed },
    }),
  }),
});

export const {
  useGetCommentThreadQuery,
  useGetMentionCandidatesQuery,
  usePostCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useWatchThreadMutation,
} = commentsApi;
