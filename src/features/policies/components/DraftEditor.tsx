import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { policyBodyMax } from '@/contracts/policyLimits';
import { LazySectionRewrites } from '@/features/policies/components/LazyPolicyChanges';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { useSaveDraftMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type DraftEditorProps = {
  policyId: string;
  body: string;
  /** Whether the server has a language model to suggest rewrites of a section. */
  rewriteAvailable: boolean;
  onClose: () => void;
};

/** The draft's Markdown as the manager edits it; placeholders stay as they are, filled in when rendered. */
export const DraftEditor = ({ policyId, body, rewriteAvailable, onClose }: DraftEditorProps) => {
  const [value, setValue] = useState(body);
  const [save, saving] = useSaveDraftMutation();
  const { error, run } = useServerAction(policiesText.saveFailed);
  const submit = async () => {
    if (await run(() => save({ policyId, body: value }).unwrap(), text.draftSaved)) onClose();
  };
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        label={text.bodyLabel}
        multiline
        fullWidth
        minRows={12}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: policyBodyMax, sx: { fontFamily: 'monospace' } } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={saving.isLoading || value.trim() === ''} onClick={() => void submit()}>
          {text.saveDraft}
        </Button>
        <Button onClick={onClose}>{text.cancel}</Button>
      </Box>
      {rewriteAvailable && (
        <LazySectionRewrites policyId={policyId} body={body} edited={value !== body} onAccepted={setValue} />
      )}
    </Box>
  );
};
