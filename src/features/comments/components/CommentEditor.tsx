import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getApiErrorMessage } from '@/api/apiError';
import type { Comment } from '@/contracts/comments';
import { MentionField } from '@/features/comments/components/MentionField';
import { useEditCommentMutation } from '@/features/comments/commentsApi';
import { commentsText as text } from '@/features/comments/constants';
import { mentionsStillInText, uniqueById } from '@/features/comments/mentionDraft';

type CommentEditorProps = { comment: Comment; onDone: () => void };

/** Edits a comment in place; a refusal (the edit window has closed) stays in view with the server's words. */
export const CommentEditor = ({ comment, onDone }: CommentEditorProps) => {
  const [edit, { isLoading, error }] = useEditCommentMutation();
  const [body, setBody] = useState(comment.body);
  const [picked, setPicked] = useState(comment.mentions);

  const save = async () => {
    const changes = {
      body,
      mentionIds: mentionsStillInText(body, picked).map(({ id }) => id),
      evidenceIds: comment.evidence.map(({ id }) => id),
    };
    const result = await edit({ id: comment.id, changes });
    if ('data' in result) onDone();
  };

  return (
    <Box
      component="form"
      aria-label={text.editLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'grid', gap: 1, mt: 1 }}
    >
      <MentionField
        subject={comment}
        label={text.editLabel}
        value={body}
        onChange={setBody}
        onMention={(member) => setPicked((current) => uniqueById([...current, member]))}
      />
      {error && <Alert severity="error">{getApiErrorMessage(error, text.saveFailed)}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone}>{text.cancel}</Button>
        <Button type="submit" variant="contained" disabled={isLoading || body.trim() === ''}>
          {text.save}
        </Button>
      </Box>
    </Box>
  );
};
