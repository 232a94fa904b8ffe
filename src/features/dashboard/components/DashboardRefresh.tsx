import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { dashboardText } from '@/features/dashboard/constants';
import { formatClockTime } from '@/lib/dates';

type DashboardRefreshProps = {
  /** When the shown data arrived (ms since the epoch), if it has. */
  updatedAt: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
};

export const DashboardRefresh = ({ updatedAt, refreshing, onRefresh }: DashboardRefreshProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
    {updatedAt !== undefined && (
      <Typography variant="body2" color="text.secondary">
        {dashboardText.lastUpdated(formatClockTime(updatedAt))}
      </Typography>
    )}
    <Button variant="outlined" startIcon={<Refresh />} disabled={refreshing} onClick={onRefresh}>
      {refreshing ? dashboardText.refreshing : dashboardText.refresh}
    </Button>
  </Box>
);
