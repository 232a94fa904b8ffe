import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getApiErrorMessage } from '@/api/apiError';
import type { Report } from '@/contracts/reports';
import { reportsText } from '@/features/reports/constants';
import { useDeleteReportMutation } from '@/features/reports/reportsApi';
import { useToast } from '@/features/toasts/useToast';

type DeleteReportDialogProps = { report: Report; open: boolean; onClose: () => void };

/** Deleting is final (the PDF goes, share links stop), so it is confirmed first. */
export const DeleteReportDialog = ({ report, open, onClose }: DeleteReportDialogProps) => {
  const toast = useToast();
  const [deleteReport, { isLoading }] = useDeleteReportMutation();
  const confirm = async () => {
    const result = await deleteReport(report.id);
    if ('error' in result) {
      toast.error(getApiErrorMessage(result.error, reportsText.deleteFailed));
      return;
    }
    toast.success(reportsText.deleted);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-report-title">
      <DialogTitle id="delete-report-title">{reportsText.confirmDeleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{reportsText.confirmDelete(report.name)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{reportsText.cancel}</Button>
        <Button color="error" variant="contained" disabled={isLoading} onClick={() => void confirm()}>
          {reportsText.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
