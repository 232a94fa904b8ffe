import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Event from '@mui/icons-material/Event';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Share from '@mui/icons-material/Share';
import { reportViewPath } from '@/app/paths';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { Report } from '@/contracts/reports';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { reportsText } from '@/features/reports/constants';
import { useDownloadReportPdfMutation } from '@/features/reports/reportsApi';
import { LazyShareDialog } from '@/features/shareLinks/components/LazyShareDialog';
import { useToast } from '@/features/toasts/useToast';
import { getApiErrorMessage } from '@/api/apiError';
import { lazyNamed } from '@/lib/lazyNamed';

// Each dialog's code loads when it is first opened.
const ScheduleDialog = lazyNamed(
  () => import(/* webpackChunkName: "report-schedule" */ '@/features/reports/components/ScheduleDialog'),
  'ScheduleDialog',
);
const DeleteReportDialog = lazyNamed(
  () => import(/* webpackChunkName: "report-delete" */ '@/features/reports/components/DeleteReportDialog'),
  'DeleteReportDialog',
);

type OpenDialog = 'share' | 'schedule' | 'delete' | null;

/** SPEC §4: every action waits until the report is ready; sharing, scheduling and deleting need reports:manage. */
export const ReportActions = ({ report }: { report: Report }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const manage = usePermission('reports:manage');
  const [download, { isLoading: downloading }] = useDownloadReportPdfMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const notReady = report.status !== 'ready';
  const manageDisabled = notReady || !manage.allowed;
  const save = async () => {
    const result = await download(report);
    if ('error' in result) toast.error(getApiErrorMessage(result.error, reportsText.downloadFailed));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="contained"
        startIcon={<Download />}
        disabled={notReady || downloading}
        onClick={() => void save()}
      >
        {reportsText.downloadPdf}
      </Button>
      <Button
        variant="outlined"
        startIcon={<OpenInNew />}
        disabled={notReady}
        onClick={() => void navigate(reportViewPath(report.id))}
      >
        {reportsText.viewOnline}
      </Button>
      <NotPermittedTooltip reason={manage.reason}>
        <Button variant="outlined" startIcon={<Share />} disabled={manageDisabled} onClick={() => setDialog('share')}>
          {reportsText.share}
        </Button>
      </NotPermittedTooltip>
      <NotPermittedTooltip reason={manage.reason}>
        <Button
          variant="outlined"
          startIcon={<Event />}
          disabled={manageDisabled}
          onClick={() => setDialog('schedule')}
        >
          {reportsText.schedule}
        </Button>
      </NotPermittedTooltip>
      <NotPermittedTooltip reason={manage.reason}>
        <Button
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={manageDisabled}
          onClick={() => setDialog('delete')}
        >
          {reportsText.delete}
        </Button>
      </NotPermittedTooltip>
      <OpenedOnce open={dialog === 'share'}>
        <LazyShareDialog
          target={{ kind: 'report', id: report.id }}
          open={dialog === 'share'}
          onClose={() => setDialog(null)}
        />
      </OpenedOnce>
      <OpenedOnce open={dialog === 'schedule'}>
        <ScheduleDialog report={report} open={dialog === 'schedule'} onClose={() => setDialog(null)} />
      </OpenedOnce>
      <OpenedOnce open={dialog === 'delete'}>
        <DeleteReportDialog report={report} open={dialog === 'delete'} onClose={() => setDialog(null)} />
      </OpenedOnce>
    </Box>
  );
};
