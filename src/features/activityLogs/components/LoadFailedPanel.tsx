import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOff from '@mui/icons-material/CloudOff';
import { activityLogsText as text } from '@/features/activityLogs/constants';

/** SPEC §4: a server data screen that failed to load says so in place of its data, with Try Again. */
export const LoadFailedPanel = ({ onRetry }: { onRetry: () => void }) => (
  <Paper
    variant="outlined"
    component="section"
    aria-labelledby="activity-logs-load-failed"
    sx={{ py: 8, px: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
  >
    <CloudOff color="error" fontSize="large" aria-hidden />
    <Typography id="activity-logs-load-failed" component="h2" variant="h5">
      {text.loadFailed}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
      {text.loadFailedHint}
    </Typography>
    <Button variant="contained" onClick={onRetry} sx={{ mt: 1 }}>
      {text.tryAgain}
    </Button>
  </Paper>
);
