import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOff from '@mui/icons-material/CloudOff';
import Refresh from '@mui/icons-material/Refresh';
import { loadFailedText } from '@/components/feedback/messages';

type LoadFailedPanelProps = {
  /** SPEC §8's failure message for the screen, e.g. 'Failed to load dashboard data'. */
  title: string;
  onRetry: () => void;
};

/** SPEC §4: a server-data screen that could not load fills its body with this, and Try Again. */
export const LoadFailedPanel = ({ title, onRetry }: LoadFailedPanelProps) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby="load-failed-title"
    sx={{ p: { xs: 4, md: 8 }, borderRadius: 3, textAlign: 'center' }}
  >
    <CloudOff sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
    <Typography id="load-failed-title" component="h2" variant="h5" gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
      {loadFailedText.hint}
    </Typography>
    <Button variant="contained" startIcon={<Refresh />} onClick={onRetry}>
      {loadFailedText.tryAgain}
    </Button>
  </Paper>
);
