import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { getApiErrorMessage } from '@/api/apiError';
import { assistantApi, conversationExtended } from '@/features/assistant/assistantApi';
import { questionAnswered, questionAsked, selectPendingQuestion } from '@/features/assistant/assistantSlice';
import { assistantText } from '@/features/assistant/constants';
import { selectShownConversationId } from '@/features/assistant/selectors';
import { toastShown } from '@/features/toasts/toastsSlice';

/**
 * SPEC §5: blank questions are never sent and one answer at a time. The question shows at once; the stored question
 * and its answer replace it when the server has them, in the conversation on screen (or a new one). Answers whether
 * it was answered, so a question that was not can go back to the composer.
 */
export const questionSent = createAppAsyncThunk(
  'assistant/questionSent',
  async (text: string, { dispatch, getState }): Promise<boolean> => {
    const content = text.trim();
    dispatch(questionAsked({ content, timestamp: new Date().toISOString() }));
    const conversationId = selectShownConversationId(getState());
    try {
      const answered = await dispatch(
        assistantApi.endpoints.askSecuroBot.initiate({ conversationId, content }),
      ).unwrap();
      // Together, so no render shows the conversation without the question.
      dispatch(conversationExtended(answered));
      dispatch(questionAnswered({ conversationId: answered.conversation.id }));
      return true;
    } catch (error) {
      dispatch(questionAnswered(null));
      dispatch(toastShown({ kind: 'error', message: getApiErrorMessage(error, assistantText.toasts.askFailed) }));
      return false;
    }
  },
  { condition: (text, { getState }) => text.trim() !== '' && selectPendingQuestion(getState()) === null },
);
