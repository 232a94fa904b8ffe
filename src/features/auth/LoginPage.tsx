import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { paths } from '@/app/paths';
import { BrandMark } from '@/components/layout/BrandMark';
import { loginText } from '@/features/auth/constants';
import { LoginBrandPanel } from '@/features/auth/components/LoginBrandPanel';
import { LoginForm } from '@/features/auth/components/LoginForm';
import type { RedirectState } from '@/features/auth/components/RequireAuth';
import { useAuth } from '@/features/auth/useAuth';

const destination = (state: unknown): string => {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
};

export default function LoginPage() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={destination(location.state)} replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <LoginBrandPanel />
      <Box sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} color="inherit" size="small">
            {loginText.backToHome}
          </Button>
          <Box sx={{ display: { md: 'none' } }}>
            <BrandMark />
          </Box>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', py: 4 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
            <Typography component="h1" variant="h4" gutterBottom>
              {loginText.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {loginText.subtitle}
            </Typography>
            <LoginForm />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
