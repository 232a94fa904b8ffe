import { useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { CustomReportDialog } from '@/features/reports/components/CustomReportDialog';
import { ReportDetails } from '@/features/reports/components/ReportDetails';
import { ReportList } from '@/features/reports/components/ReportList';
import { ReportTemplates } from '@/features/reports/components/ReportTemplates';
import { reportsText } from '@/features/reports/constants';
import { useGenerateReportMutation, useGetReportsQuery } from '@/features/reports/reportsApi';
import type { ReportRequest } from '@/features/reports/types';
import { useToast } from '@/features/toasts/useToast';

export default function ReportsPage() {
  const toast = useToast();
  const { data: reports } = useGetReportsQuery();
  const [generateReport] = useGenerateReportMutation();
  const [customOpen, setCustomOpen] = useState(false);
  const generate = (request: ReportRequest) => void generateReport({ ...request, id: nanoid() });

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
            <Button variant="contained" startIcon={<Add />} disabled={!reports} onClick={() => setCustomOpen(true)}>
              {reportsText.newCustomReport}
            </Button>
          </>
        }
      />
      {reports ? (
        <>
          <ReportTemplates onGenerate={({ name, type, description }) => generate({ name, type, description })} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <ReportList />
            <ReportDetails />
          </Box>
        </>
      ) : (
        <PageLoader />
      )}
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
