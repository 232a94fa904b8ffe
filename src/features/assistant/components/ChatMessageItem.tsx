import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { assistantText, WELCOME_MESSAGE_ID } from '@/features/assistant/constants';
import type { ChatMessage } from '@/features/assistant/types';
import { MessageActions } from '@/features/assistant/components/MessageActions';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export type ChatMessageItemProps = {
  message: ChatMessage;
  actionsDisabled: boolean;
  onPrompt: (prompt: string) => void;
};

export const ChatMessageItem = ({ message, actionsDisabled, onPrompt }: ChatMessageItemProps) => {
  const fromUser = message.type === 'user';
  const author = fromUser ? assistantText.you : assistantText.botName;
  return (
    <Box
      component="li"
      aria-label={`${author} message`}
      sx={{ display: 'flex', gap: 1.5, flexDirection: fromUser ? 'row-reverse' : 'row', listStyle: 'none' }}
    >
      {!fromUser && (
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
          <SmartToyOutlined fontSize="small" />
        </Avatar>
      )}
      <Box sx={{ maxWidth: { xs: '90%', md: '78%' }, minWidth: 0 }}>
        <Paper
          variant={fromUser ? 'elevation' : 'outlined'}
          sx={{
            px: 2,
            py: 1.5,
            borderRadius: 2,
            bgcolor: fromUser ? 'primary.main' : 'background.paper',
            color: fromUser ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Typography>
        </Paper>
        <Typography
          component="time"
          dateTime={message.timestamp}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, textAlign: fromUser ? 'right' : 'left' }}
        >
          {author} · {timeFormat.format(new Date(message.timestamp))}
        </Typography>
        {message.actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {message.actions.map((action) => (
              <Button
                key={action.label}
                size="small"
                variant="outlined"
                disabled={actionsDisabled}
                onClick={() => onPrompt(action.prompt)}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        )}
        {!fromUser && message.id !== WELCOME_MESSAGE_ID && <MessageActions content={message.content} />}
      </Box>
    </Box>
  );
};
