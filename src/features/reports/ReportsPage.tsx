import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch } from '@/app/hooks';
import { PageHeader } from '@/components/layout/PageHeader';
import { CustomReportDialog } from '@/features/reports/components/CustomReportDialog';
import { ReportDetails } from '@/features/reports/components/ReportDetails';
import { ReportList } from '@/features/reports/components/ReportList';
import { ReportTemplates } from '@/features/reports/components/ReportTemplates';
import { reportsText } from '@/features/reports/constants';
import { generateReport } from '@/features/reports/thunks';
import type { ReportRequest } from '@/features/reports/types';
import { useToast } from '@/features/toasts/useToast';

export default function ReportsPage() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [customOpen, setCustomOpen] = useState(false);
  const generate = (request: ReportRequest) => void dispatch(generateReport(request));

  return (
    <>
      <PageHeader
        title={reportsText.title}
        description={reportsText.description}
        actions={
          <>
            <Button variant="outlined" startIcon={<Refresh />} onClick={() => toast.success(reportsText.refreshed)}>
              {reportsText.refresh}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setCustomOpen(true)}>
              {reportsText.newCustomReport}
            </Button>
          </>
        }
      />
      <ReportTemplates onGenerate={({ name, type, description }) => generate({ name, type, description })} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <ReportList />
        <ReportDetails />
      </Box>
      <CustomReportDialog
        open={customOpen}
        onClose={() => setCustomOpen(false)}
        onSubmit={(request) => {
          setCustomOpen(false);
          generate(request);
        }}
      />
    </>
  );
}
