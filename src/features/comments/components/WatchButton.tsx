import Button from '@mui/material/Button';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Tooltip from '@mui/material/Tooltip';
import { getApiErrorMessage } from '@/api/apiError';
import type { CommentSubject } from '@/contracts/comments';
import { useWatchThreadMutation } from '@/features/comments/commentsApi';
import { commentsText as text } from '@/features/comments/constants';
import { useToast } from '@/features/toasts/useToast';

type WatchButtonProps = { subject: CommentSubject; watching: boolean };

export const WatchButton = ({ subject, watching }: WatchButtonProps) => {
  const toast = useToast();
  const [watch, { isLoading }] = useWatchThreadMutation();
  const toggle = async () => {
    try {
      await watch({ ...subject, watching: !watching }).unwrap();
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.saveFailed));
    }
  };
  return (
    <Tooltip title={text.watchHelp} describeChild>
      <Button
        size="small"
        aria-pressed={watching}
        disabled={isLoading}
        startIcon={watching ? <NotificationsOff /> : <Notifications />}
        onClick={() => void toggle()}
      >
        {watching ? text.unwatch : text.watch}
      </Button>
    </Tooltip>
  );
};
