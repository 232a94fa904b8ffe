import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import { getApiErrorMessage } from '@/api/apiError';
import type { CommentSubject, CommentThread, CommentVisibility, MentionCandidate } from '@/contracts/comments';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { usePermission } from '@/features/auth/usePermission';
import { EvidenceAttachPicker } from '@/features/comments/components/EvidenceAttachPicker';
import { MentionField } from '@/features/comments/components/MentionField';
import { UnreadableMentionsWarning } from '@/features/comments/components/UnreadableMentionsWarning';
import { VisibilitySelect } from '@/features/comments/components/VisibilitySelect';
import { usePostCommentMutation } from '@/features/comments/commentsApi';
import { commentsText as text } from '@/features/comments/constants';
import type { EvidenceChoice } from '@/features/evidence/useEvidenceChoices';
import { mentionsStillInText, uniqueById } from '@/features/comments/mentionDraft';
import { useToast } from '@/features/toasts/useToast';

type CommentComposerProps = { subject: CommentSubject; thread: Pick<CommentThread, 'canComment' | 'visibilities'> };

/** Internal unless the author chooses otherwise, and only among the visibilities the reader may post. */
const defaultVisibility = (options: readonly CommentVisibility[]): CommentVisibility =>
  options.includes('internal') ? 'internal' : (options[0] ?? 'internal');

export const CommentComposer = ({ subject, thread }: CommentComposerProps) => {
  const toast = useToast();
  const canAttach = usePermission('evidence:read').allowed;
  const [post, { isLoading }] = usePostCommentMutation();
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<MentionCandidate[]>([]);
  const [evidence, setEvidence] = useState<EvidenceChoice[]>([]);
  const [attaching, setAttaching] = useState(false);
  const [visibility, setVisibility] = useState(() => defaultVisibility(thread.visibilities));
  const mentioned = mentionsStillInText(body, picked);
  const disabled = !thread.canComment;

  const send = async () => {
    try {
      await post({
        ...subject,
        body,
        visibility,
        mentionIds: mentioned.map(({ id }) => id),
        evidenceIds: evidence.map(({ id }) => id),
      }).unwrap();
      setBody('');
      setPicked([]);
      setEvidence([]);
      setAttaching(false);
      setVisibility(defaultVisibility(thread.visibilities));
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.saveFailed));
    }
  };

  return (
    <Box
      component="form"
      aria-label={text.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <MentionField
        subject={subject}
        label={text.composer}
        helperText={disabled ? undefined : text.composerHelp}
        value={body}
        disabled={disabled}
        onChange={setBody}
        onMention={(member) => setPicked((current) => uniqueById([...current, member]))}
      />
      {disabled && (
        <Typography variant="body2" color="text.secondary">
          {roleDoesNotAllow('comments:post')}
        </Typography>
      )}
      <UnreadableMentionsWarning subjectType={subject.subjectType} mentioned={mentioned} />
      {attaching && <EvidenceAttachPicker value={evidence} onChange={setEvidence} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {canAttach && !attaching && (
          <Button size="small" startIcon={<AttachFile />} disabled={disabled} onClick={() => setAttaching(true)}>
            {text.attachEvidence}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <VisibilitySelect
          options={thread.visibilities.length > 0 ? thread.visibilities : [visibility]}
          value={visibility}
          disabled={disabled}
          onChange={setVisibility}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send />}
          disabled={disabled || isLoading || body.trim() === ''}
        >
          {text.send}
        </Button>
      </Box>
    </Box>
  );
};
