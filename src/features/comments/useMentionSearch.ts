import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CommentSubject } from '@/contracts/comments';
import { useGetMentionCandidatesQuery } from '@/features/comments/commentsApi';
import { MENTION_SEARCH_DEBOUNCE_MS } from '@/features/comments/constants';

/** The members to mention for the `@` being typed, asked once typing settles; nothing while no `@` is open. */
export const useMentionSearch = ({ subjectType, subjectId }: CommentSubject, query: string | null) => {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), MENTION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const asked = query === null ? null : settled;
  const { currentData, isFetching } = useGetMentionCandidatesQuery(
    asked === null ? skipToken : { subjectType, subjectId, ...(asked ? { q: asked } : {}) },
  );
  return { candidates: query === null ? [] : (currentData ?? []), isFetching };
};
