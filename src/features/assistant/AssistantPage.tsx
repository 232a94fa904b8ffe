import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/layout/PageHeader';
import { assistantText, QUICK_ACTIONS } from '@/features/assistant/constants';
import { useGetConversationQuery, useGetConversationsQuery } from '@/features/assistant/assistantApi';
import { conversationOpened, newChatStarted } from '@/features/assistant/assistantSlice';
import { controlFromState, controlPrompt } from '@/features/assistant/controlPrompt';
import { selectReplyPending, selectShownConversationId } from '@/features/assistant/selectors';
import { questionSent } from '@/features/assistant/thunks';
import { ChatPanel } from '@/features/assistant/components/ChatPanel';
import { PromptShortcuts } from '@/features/assistant/components/PromptShortcuts';
import { RecentTopics } from '@/features/assistant/components/RecentTopics';

export default function AssistantPage() {
  const dispatch = useAppDispatch();
  const { data: conversations } = useGetConversationsQuery();
  const shownId = useAppSelector(selectShownConversationId);
  useGetConversationQuery(shownId ?? skipToken);
  const pending = useAppSelector(selectReplyPending);
  const send = (text: string) => void dispatch(questionSent(text));
  const location = useLocation();
  // Arriving from the heat map's View Remediation Steps: the question is prefilled, not sent.
  const [prefill] = useState(() => {
    const control = controlFromState(location.state);
    return control ? controlPrompt(control) : '';
  });
  const [draft, setDraft] = useState(prefill);

  const sendDraft = async (text: string) => {
    setDraft('');
    const sent = await dispatch(questionSent(text));
    // Not answered: the question goes back to the composer instead of being lost.
    if (questionSent.fulfilled.match(sent) && !sent.payload) setDraft(text);
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
            onClick={() => dispatch(newChatStarted())}
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
            onSend={(text) => void sendDraft(text)}
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
            <RecentTopics
              conversations={conversations}
              shownId={shownId}
              icon={<HistoryOutlined fontSize="small" />}
              disabled={pending}
              onOpen={(id) => dispatch(conversationOpened(id))}
            />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
