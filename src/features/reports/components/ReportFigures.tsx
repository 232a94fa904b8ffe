import Box from '@mui/material/Box';
import { frameworkLabels } from '@/contracts/enums';
import Typography from '@mui/material/Typography';
import { ReportStatusChip } from '@/features/reports/components/ReportStatusChip';
import { reportsText } from '@/features/reports/constants';
import type { Report } from '@/contracts/reports';
import { figureOrDash, formatFileSize } from '@/features/reports/reportFormat';
import { formatUtcDateTime } from '@/lib/dates';
import { scoreTone } from '@/lib/scoreTone';

const Figure = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
      {children}
    </Typography>
  </Box>
);

export const ReportFigures = ({ report }: { report: Report }) => {
  const score = report.complianceScore;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
      <Figure label={reportsText.status}>
        <ReportStatusChip status={report.status} />
      </Figure>
      <Figure label={reportsText.generated}>{formatUtcDateTime(report.generated)}</Figure>
      <Figure label={reportsText.pages}>{figureOrDash(report.pages)}</Figure>
      <Figure label={reportsText.size}>{formatFileSize(report.size)}</Figure>
      <Figure label={reportsText.complianceScore}>
        {score === null ? (
          '—'
        ) : (
          <Box component="span" sx={{ color: `${scoreTone(score)}.main`, fontWeight: 700, fontSize: 20 }}>
            {score}%
          </Box>
        )}
      </Figure>
      <Figure label={reportsText.criticalIssues}>{figureOrDash(report.criticalIssues)}</Figure>
      <Figure label={reportsText.warnings}>{figureOrDash(report.warnings)}</Figure>
      <Figure label={reportsText.framework}>{frameworkLabels[report.framework]}</Figure>
      <Figure label={reportsText.requestedBy}>{report.requestedBy ?? '—'}</Figure>
    </Box>
  );
};
