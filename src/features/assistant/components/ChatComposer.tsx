import type { FormEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import { assistantText } from '@/features/assistant/constants';

export type ChatComposerProps = {
  value: string;
  pending: boolean;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  autoFocus?: boolean;
};

/** Enter sends, Shift+Enter adds a newline (SPEC §2); blank text and a pending reply keep Send disabled (§5). */
export const ChatComposer = ({ value, pending, onChange, onSend, autoFocus }: ChatComposerProps) => {
  const canSend = !pending && value.trim() !== '';
  const send = () => {
    if (canSend) onSend(value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A composing IME uses Enter to pick a candidate, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <TextField
        fullWidth
        multiline
        maxRows={6}
        autoFocus={autoFocus}
        label={assistantText.inputLabel}
        placeholder={assistantText.inputPlaceholder}
        helperText={assistantText.inputHint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={assistantText.send}
        disabled={!canSend}
        sx={{ mb: 3.5, bgcolor: 'action.hover' }}
      >
        <SendRounded />
      </IconButton>
    </Box>
  );
};
