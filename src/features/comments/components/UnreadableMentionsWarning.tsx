import Alert from '@mui/material/Alert';
import type { CommentSubjectType, MentionCandidate } from '@/contracts/comments';
import { commentsText as text, subjectNouns } from '@/features/comments/constants';

type UnreadableMentionsWarningProps = { subjectType: CommentSubjectType; mentioned: readonly MentionCandidate[] };

/** Before sending: who among the mentioned cannot open the subject, so will not be told (the comment still posts). */
export const UnreadableMentionsWarning = ({ subjectType, mentioned }: UnreadableMentionsWarningProps) => {
  const unreadable = mentioned.filter((member) => !member.canRead);
  if (unreadable.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ py: 0 }}>
      {unreadable.map((member) => (
        <div key={member.id}>{text.cannotRead(member.name, subjectNouns[subjectType])}</div>
      ))}
    </Alert>
  );
};
