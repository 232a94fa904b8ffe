import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Event from '@mui/icons-material/Event';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Share from '@mui/icons-material/Share';
import { reportsText } from '@/features/reports/constants';
import { useDeleteReportMutation } from '@/features/reports/reportsApi';
import type { Report } from '@/features/reports/types';
import { useReportDownload } from '@/features/reports/useReportDownload';
import { useToast } from '@/features/toasts/useToast';

/** SPEC §4: every action waits until the report is ready. */
export const ReportActions = ({ report }: { report: Report }) => {
  const toast = useToast();
  const download = useReportDownload();
  const [deleteReport] = useDeleteReportMutation();
  const disabled = report.status !== 'ready';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" startIcon={<Download />} disabled={disabled} onClick={() => void download(report)}>
        {reportsText.downloadPdf}
      </Button>
      <Button
        variant="outlined"
        startIcon={<OpenInNew />}
        disabled={disabled}
        onClick={() => toast.info(reportsText.viewOnlineSoon)}
      >
        {reportsText.viewOnline}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Share />}
        disabled={disabled}
        onClick={() => toast.info(reportsText.shareSoon)}
      >
        {reportsText.share}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Event />}
        disabled={disabled}
        onClick={() => toast.info(reportsText.scheduleSoon)}
      >
        {reportsText.schedule}
      </Button>
      <Button
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={disabled}
        onClick={() => void deleteReport(report.id)}
      >
        {reportsText.delete}
      </Button>
    </Box>
  );
};
