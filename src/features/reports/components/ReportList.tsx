import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ReportStatusChip } from '@/features/reports/components/ReportStatusChip';
import { reportsText, reportTypeLabels } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';
import { reportSelected, selectReports, selectSelectedReportId } from '@/features/reports/reportsSlice';

export const ReportList = () => {
  const dispatch = useAppDispatch();
  const reports = useAppSelector(selectReports);
  const selectedId = useAppSelector(selectSelectedReportId);
  return (
    <Card component="section" aria-labelledby="report-list-heading" sx={{ p: 2 }}>
      <Typography id="report-list-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {reportsText.listHeading}
      </Typography>
      {reports.length === 0 ? (
        <Typography color="text.secondary">{reportsText.emptyList}</Typography>
      ) : (
        <List aria-labelledby="report-list-heading" disablePadding>
          {reports.map((report) => (
            <ListItem key={report.id} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                selected={report.id === selectedId}
                aria-current={report.id === selectedId ? 'true' : undefined}
                onClick={() => dispatch(reportSelected(report.id))}
                sx={{ gap: 2 }}
              >
                <ListItemText
                  primary={report.name}
                  secondary={`${reportTypeLabels[report.type]} · ${formatUtcDateTime(report.generated)}`}
                  slotProps={{ primary: { sx: { fontWeight: 500, color: 'text.primary' } } }}
                />
                <ReportStatusChip status={report.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
};
