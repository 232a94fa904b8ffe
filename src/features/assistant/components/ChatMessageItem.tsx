import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { ANSWER_SO_FAR_ID, assistantText, WELCOME_MESSAGE_ID } from '@/features/assistant/constants';
import type { ChatMessage } from '@/contracts/assistant';
import { MessageSources } from '@/features/assistant/components/MessageSources';
import { MessageActions } from '@/features/assistant/components/MessageActions';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export type ChatMessageItemProps = {
  message: ChatMessage;
  actionsDisabled: boolean;
};

export const ChatMessageItem = ({ message, actionsDisabled }: ChatMessageItemProps) => {
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
        {message.timestamp && (
          <Typography
            component="time"
            dateTime={message.timestamp}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5, textAlign: fromUser ? 'right' : 'left' }}
          >
            {author} · {timeFormat.format(new Date(message.timestamp))}
          </Typography>
        )}
        {message.sources.length > 0 && <MessageSources sources={message.sources} />}
        {!fromUser && message.id !== WELCOME_MESSAGE_ID && message.id !== ANSWER_SO_FAR_ID && (
          <MessageActions message={message} disabled={actionsDisabled} />
        )}
      </Box>
    </Box>
  );
};
