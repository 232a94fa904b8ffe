import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Comment } from '@/contracts/comments';
import { commentsText as text, visibilityChipLabels } from '@/features/comments/constants';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

type CommentMetaProps = { comment: Comment; now: number };

/** Who wrote it, when (relative, the full time on hover), whether it was edited, and who can read it. */
export const CommentMeta = ({ comment, now }: CommentMetaProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <Typography variant="subtitle2" component="span">
      {comment.author?.name ?? text.formerMember}
    </Typography>
    <Typography
      component="time"
      variant="caption"
      color="text.secondary"
      dateTime={comment.createdAt}
      title={formatDateTime(comment.createdAt)}
    >
      {formatRelativeTime(comment.createdAt, now)}
    </Typography>
    {comment.editedAt && !comment.deletedAt && (
      <Typography variant="caption" color="text.secondary" title={formatDateTime(comment.editedAt)}>
        ({text.edited})
      </Typography>
    )}
    <Chip
      size="small"
      variant="outlined"
      color={comment.visibility === 'shared' ? 'info' : 'default'}
      label={visibilityChipLabels[comment.visibility]}
    />
  </Box>
);
