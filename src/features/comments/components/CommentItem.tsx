import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Comment } from '@/contracts/comments';
import { CommentEditor } from '@/features/comments/components/CommentEditor';
import { CommentEvidenceLinks } from '@/features/comments/components/CommentEvidenceLinks';
import { CommentMeta } from '@/features/comments/components/CommentMeta';
import { CommentText } from '@/features/comments/components/CommentText';
import { DeleteCommentDialog } from '@/features/comments/components/DeleteCommentDialog';
import { useDeleteCommentMutation } from '@/features/comments/commentsApi';
import { commentAnchorId } from '@/features/comments/commentAnchor';
import { commentsText as text } from '@/features/comments/constants';
import { useToast } from '@/features/toasts/useToast';
import { getApiErrorMessage } from '@/api/apiError';

type CommentItemProps = { comment: Comment; now: number; highlighted: boolean };

export const CommentItem = ({ comment, now, highlighted }: CommentItemProps) => {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: deleting }] = useDeleteCommentMutation();
  const author = comment.author?.name ?? text.formerMember;

  const confirmDelete = async () => {
    try {
      await remove(comment.id).unwrap();
      setConfirming(false);
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.saveFailed));
    }
  };

  return (
    <Box
      component="li"
      id={commentAnchorId(comment.id)}
      aria-label={text.commentBy(author)}
      aria-current={highlighted || undefined}
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: highlighted ? 'action.selected' : 'background.paper',
        transition: 'background-color 600ms, border-color 600ms',
      }}
    >
      <CommentMeta comment={comment} now={now} />
      {comment.deletedAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', mt: 0.5 }}>
          {text.deleted}
        </Typography>
      ) : editing ? (
        <CommentEditor comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <>
          <CommentText body={comment.body} mentionNames={comment.mentions.map(({ name }) => name)} />
          <CommentEvidenceLinks evidence={comment.evidence} />
          {(comment.canEdit || comment.canDelete) && (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
              {comment.canEdit && (
                <Button
                  size="small"
                  onClick={() => setEditing(true)}
                  aria-label={`${text.edit}: ${text.commentBy(author)}`}
                >
                  {text.edit}
                </Button>
              )}
              {comment.canDelete && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setConfirming(true)}
                  aria-label={`${text.delete}: ${text.commentBy(author)}`}
                >
                  {text.delete}
                </Button>
              )}
            </Box>
          )}
        </>
      )}
      <DeleteCommentDialog
        open={confirming}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
};
