import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/layout/PageHeader';
import { assistantText, QUICK_ACTIONS, RECENT_TOPICS } from '@/features/assistant/constants';
import {
  selectReplyPending,
  useGetConversationQuery,
  useStartNewChatMutation,
} from '@/features/assistant/assistantApi';
import { controlFromState, controlPrompt } from '@/features/assistant/controlPrompt';
import { useSendChatMessage } from '@/features/assistant/useSendChatMessage';
import { ChatPanel } from '@/features/assistant/components/ChatPanel';
import { PromptShortcuts } from '@/features/assistant/components/PromptShortcuts';

export default function AssistantPage() {
  useGetConversationQuery();
  const pending = useAppSelector(selectReplyPending);
  const send = useSendChatMessage();
  const [startNewChat] = useStartNewChatMutation();
  const location = useLocation();
  // Arriving from the heat map's View Remediation Steps: the question is prefilled, not sent.
  const [prefill] = useState(() => {
    const control = controlFromState(location.state);
    return control ? controlPrompt(control) : '';
  });
  const [draft, setDraft] = useState(prefill);

  const sendDraft = (text: string) => {
    send(text);
    setDraft('');
  };

  return (
    <>
      <PageHeader
        title={assistantText.title}
        description={assistantText.description}
        actions={
          <Button
            variant="outlined"
            startIcon={<AddCommentOutlined />}
            disabled={pending}
            onClick={() => void startNewChat()}
          >
            {assistantText.newChat}
          </Button>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8.5 }}>
          <ChatPanel
            draft={draft}
            onDraftChange={setDraft}
            onSend={sendDraft}
            onPrompt={send}
            focusComposer={prefill !== ''}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 3.5 }}>
          <Stack spacing={3}>
            <PromptShortcuts
              title={assistantText.quickActionsHeading}
              shortcuts={QUICK_ACTIONS}
              icon={<BoltOutlined fontSize="small" />}
              disabled={pending}
              onPrompt={send}
            />
            <PromptShortcuts
              title={assistantText.recentTopicsHeading}
              shortcuts={RECENT_TOPICS}
              icon={<HistoryOutlined fontSize="small" />}
              disabled={pending}
              onPrompt={send}
            />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
