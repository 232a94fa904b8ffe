import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/components/SearchField';
import type { CommentSubject } from '@/contracts/comments';
import { CommentComposer } from '@/features/comments/components/CommentComposer';
import { CommentItem } from '@/features/comments/components/CommentItem';
import { WatchButton } from '@/features/comments/components/WatchButton';
import { useGetCommentThreadQuery } from '@/features/comments/commentsApi';
import { COMMENT_SEARCH_DEBOUNCE_MS, commentsText as text } from '@/features/comments/constants';
import { useLinkedComment } from '@/features/comments/useLinkedComment';
import { useSettledText } from '@/lib/useSettledText';

/** The conversation on one subject (a control, an evidence item, a task, a report): the same wherever it is shown. */
type CommentThreadProps = CommentSubject & {
  /** Names the subject above the thread, where nothing around it does (a task's comments dialog). */
  showSubject?: boolean;
};

export const CommentThread = ({ subjectType, subjectId, showSubject = false }: CommentThreadProps) => {
  const subject = { subjectType, subjectId };
  const [q, setQ] = useState('');
  const [typed, setTyped] = useSettledText(q, setQ, COMMENT_SEARCH_DEBOUNCE_MS);
  const { data, isError, fulfilledTimeStamp } = useGetCommentThreadQuery(q ? { ...subject, q } : subject);
  // While a new search runs the last answer stays on screen, but never another subject's.
  const thread = data?.subject.subjectType === subjectType && data.subject.subjectId === subjectId ? data : undefined;
  const highlighted = useLinkedComment(thread?.comments.map(({ id }) => id) ?? []);

  return (
    <Box component="section" aria-labelledby={`comments-${subjectType}-${subjectId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`comments-${subjectType}-${subjectId}`} variant="subtitle2" component="h3" sx={{ m: 0 }}>
          {text.heading}
          {thread && !q && ` (${thread.comments.filter((comment) => !comment.deletedAt).length})`}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <SearchField label={text.search} size="small" value={typed} onChange={setTyped} sx={{ width: 220 }} />
        {thread && <WatchButton subject={subject} watching={thread.watching} />}
      </Box>
      {showSubject && thread && (
        <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
          {thread.subject.title}
        </Typography>
      )}
      {isError && !thread && <Typography color="text.secondary">{text.loadFailed}</Typography>}
      {!isError && !thread && <Typography color="text.secondary">{text.loading}</Typography>}
      {thread && (
        <>
          {thread.comments.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {q ? text.noMatches : text.empty}
            </Typography>
          ) : (
            <Stack component="ol" spacing={1} aria-label={text.heading} sx={{ p: 0, m: 0, mb: 1.5 }}>
              {thread.comments.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  now={fulfilledTimeStamp ?? 0}
                  highlighted={highlighted === comment.id}
                />
              ))}
            </Stack>
          )}
          <CommentComposer key={thread.visibilities.join()} subject={subject} thread={thread} />
        </>
      )}
    </Box>
  );
};
