import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type ErrorLayoutProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Inside the app shell the panel fills the content area instead of the whole viewport. */
  inline?: boolean;
};

export const ErrorLayout = ({ icon, title, children, actions, inline = false }: ErrorLayoutProps) => (
  <Box
    sx={{
      minHeight: inline ? 420 : '100vh',
      display: 'grid',
      placeItems: 'center',
      p: 3,
      bgcolor: inline ? 'transparent' : 'background.default',
    }}
  >
    <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'error.light',
          color: 'error.main',
        }}
      >
        {icon}
      </Box>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {children}
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Paper>
  </Box>
);
