import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { delay } from '@/lib/delay';
import { REPLY_DELAY_MS } from '@/features/assistant/constants';
import { messageSent, replyReceived, selectReplyPending } from '@/features/assistant/assistantSlice';
import { pickReply } from '@/features/assistant/pickReply';

/** SPEC §5: blank messages are never sent and one reply at a time; the canned reply lands after 2 s (§9). */
export const sendMessage = createAppAsyncThunk(
  'assistant/send',
  async (text: string, { dispatch }) => {
    const question = text.trim();
    dispatch(messageSent(question));
    await delay(REPLY_DELAY_MS);
    const reply = pickReply(question);
    dispatch(replyReceived(reply.content, reply.followUps));
  },
  { condition: (text, { getState }) => text.trim() !== '' && !selectReplyPending(getState()) },
);
