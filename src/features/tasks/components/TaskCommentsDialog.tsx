import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { LazyCommentThread } from '@/features/comments/components/LazyCommentThread';
import { tasksText as text } from '@/features/tasks/constants';

type TaskCommentsDialogProps = {
  /** The task whose conversation is open; null closes the dialog. */
  taskId: string | null;
  onClose: () => void;
};

/** A task's conversation; a link can open it for a task on another page of the list, so the thread names the task. */
export const TaskCommentsDialog = ({ taskId, onClose }: TaskCommentsDialogProps) => {
  // The last task stays on screen while the dialog fades out.
  const [shownId, setShownId] = useState(taskId);
  if (taskId && taskId !== shownId) setShownId(taskId);
  return (
    <Dialog open={taskId !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="task-comments-title">
      <DialogTitle id="task-comments-title">{text.comments}</DialogTitle>
      <DialogContent>
        {shownId && <LazyCommentThread subjectType="task" subjectId={shownId} showSubject />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
