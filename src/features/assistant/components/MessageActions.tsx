import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useAppSelector } from '@/app/hooks';
import { getApiErrorMessage } from '@/api/apiError';
import type { ChatMessage, FeedbackRating } from '@/contracts/assistant';
import { useRateAnswerMutation, useRegenerateAnswerMutation } from '@/features/assistant/assistantApi';
import { assistantText } from '@/features/assistant/constants';
import { selectShownConversationId } from '@/features/assistant/selectors';
import { useToast } from '@/features/toasts/useToast';

export type MessageActionsProps = { message: ChatMessage; disabled: boolean };

/** Copy copies; good and poor are stored with the answer; Regenerate answers the question again. */
export const MessageActions = ({ message, disabled }: MessageActionsProps) => {
  const toast = useToast();
  const conversationId = useAppSelector(selectShownConversationId);
  const [rate, { isLoading: rating }] = useRateAnswerMutation();
  const [regenerate, { isLoading: regenerating }] = useRegenerateAnswerMutation();
  const { actions, toasts } = assistantText;
  const target = conversationId ? { conversationId, messageId: message.id } : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      toast.success(toasts.copied);
    } catch {
      toast.error(toasts.copyFailed);
    }
  };
  const sendFeedback = async (choice: FeedbackRating) => {
    if (!target) return;
    const result = await rate({ ...target, rating: choice });
    if ('error' in result) toast.error(getApiErrorMessage(result.error, toasts.feedbackFailed));
    else if (choice === 'good') toast.success(toasts.good);
    else toast.info(toasts.poor);
  };
  const answerAgain = async () => {
    if (!target) return;
    const result = await regenerate(target);
    if ('error' in result) toast.error(getApiErrorMessage(result.error, toasts.regenerateFailed));
  };

  const busy = disabled || rating || regenerating;
  const buttons = [
    {
      label: actions.copy,
      icon: <ContentCopyOutlined fontSize="inherit" />,
      onClick: () => void copy(),
      pressed: undefined,
    },
    {
      label: actions.good,
      icon: <ThumbUpOutlined fontSize="inherit" />,
      onClick: () => void sendFeedback('good'),
      pressed: message.feedback === 'good',
    },
    {
      label: actions.poor,
      icon: <ThumbDownOutlined fontSize="inherit" />,
      onClick: () => void sendFeedback('poor'),
      pressed: message.feedback === 'poor',
    },
    {
      label: actions.regenerate,
      icon: <RefreshOutlined fontSize="inherit" />,
      onClick: () => void answerAgain(),
      pressed: undefined,
    },
  ];

  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
      {buttons.map(({ label, icon, onClick, pressed }) => (
        <Tooltip key={label} title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-pressed={pressed}
              disabled={busy && label !== actions.copy}
              onClick={onClick}
              sx={{ color: pressed ? 'primary.main' : 'text.secondary' }}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
};
