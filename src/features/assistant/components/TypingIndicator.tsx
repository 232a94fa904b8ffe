import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { assistantText } from '@/features/assistant/constants';

export const TypingIndicator = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 5.5, color: 'text.secondary' }}>
    <CircularProgress size={14} color="inherit" />
    <Typography variant="body2">{assistantText.typing}</Typography>
  </Box>
);
