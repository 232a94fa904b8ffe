import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useToast } from '@/features/toasts/useToast';
import { assistantText } from '@/features/assistant/constants';

export type MessageActionsProps = { content: string };

/** SPEC §2: copy really copies; feedback and regenerate only answer with a toast. */
export const MessageActions = ({ content }: MessageActionsProps) => {
  const toast = useToast();
  const { actions, toasts } = assistantText;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      toast.success(toasts.copied);
    } catch {
      toast.error(toasts.copyFailed);
    }
  };

  const buttons = [
    { label: actions.copy, icon: <ContentCopyOutlined fontSize="inherit" />, onClick: () => void copy() },
    { label: actions.good, icon: <ThumbUpOutlined fontSize="inherit" />, onClick: () => toast.success(toasts.good) },
    { label: actions.poor, icon: <ThumbDownOutlined fontSize="inherit" />, onClick: () => toast.info(toasts.poor) },
    {
      label: actions.regenerate,
      icon: <RefreshOutlined fontSize="inherit" />,
      onClick: () => toast.info(toasts.regenerate),
    },
  ];

  return (
    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
      {buttons.map(({ label, icon, onClick }) => (
        <Tooltip key={label} title={label}>
          <IconButton size="small" aria-label={label} onClick={onClick} sx={{ color: 'text.secondary' }}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
};
