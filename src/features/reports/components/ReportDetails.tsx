import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { ReportActions } from '@/features/reports/components/ReportActions';
import { ReportFigures } from '@/features/reports/components/ReportFigures';
import { reportsText } from '@/features/reports/constants';
import { selectSelectedReport } from '@/features/reports/reportsSlice';

export const ReportDetails = () => {
  const report = useAppSelector(selectSelectedReport);
  return (
    <Card component="section" aria-labelledby="report-details-heading" sx={{ p: 2.5, alignSelf: 'start' }}>
      <Typography id="report-details-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {reportsText.detailsHeading}
      </Typography>
      {report ? (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {report.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {report.description}
          </Typography>
          <ReportFigures report={report} />
          {report.status === 'generating' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {reportsText.generatingHint}
            </Alert>
          )}
          {report.status === 'failed' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {report.failureReason ?? reportsText.failedHint}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          <ReportActions report={report} />
        </>
      ) : (
        <Typography color="text.secondary">{reportsText.noSelection}</Typography>
      )}
    </Card>
  );
};
