import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useAppSelector } from '@/app/hooks';
import { assistantText } from '@/features/assistant/constants';
import { selectAwaitingFirstWords, selectMessages, selectReplyPending } from '@/features/assistant/selectors';
import { ChatComposer } from '@/features/assistant/components/ChatComposer';
import { ChatMessageItem } from '@/features/assistant/components/ChatMessageItem';
import { TypingIndicator } from '@/features/assistant/components/TypingIndicator';

export type ChatPanelProps = {
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  /** Set when the question was prefilled from the heat map, so the user can review and send it at once. */
  focusComposer: boolean;
};

export const ChatPanel = ({ draft, onDraftChange, onSend, focusComposer }: ChatPanelProps) => {
  const messages = useAppSelector(selectMessages);
  const pending = useAppSelector(selectReplyPending);
  const awaitingFirstWords = useAppSelector(selectAwaitingFirstWords);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no scrollIntoView.
    const node = end.current;
    if (node && typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages, pending]);

  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', height: { md: 'calc(100vh - 220px)' }, minHeight: 480 }}>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 3 } }}>
        <Box
          component="ol"
          aria-label={`${assistantText.botName} conversation`}
          aria-live="polite"
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} actionsDisabled={pending} />
          ))}
        </Box>
        {awaitingFirstWords && (
          <Box sx={{ mt: 2 }}>
            <TypingIndicator />
          </Box>
        )}
        <div ref={end} />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <ChatComposer
          value={draft}
          pending={pending}
          onChange={onDraftChange}
          onSend={onSend}
          autoFocus={focusComposer}
        />
      </Box>
    </Card>
  );
};
