import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type PageLoaderProps = { label?: string };

export const PageLoader = ({ label = 'Loading...' }: PageLoaderProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
  >
    <CircularProgress size={32} aria-hidden />
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);
