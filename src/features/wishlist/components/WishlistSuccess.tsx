import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { NAV_LABELS } from '@/components/site/siteLabels';
import { SUCCESS_STEPS, SUCCESS_STEPS_TITLE, SUCCESS_TITLE, successIntro } from '@/features/wishlist/constants';

export function WishlistSuccess({ email }: { email: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form the user was on disappears; move focus so screen readers announce the outcome.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 6 }, borderRadius: 4, textAlign: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: 'success.light',
          color: 'success.main',
          mb: 3,
        }}
      >
        <CheckCircleIcon sx={{ fontSize: 44 }} />
      </Box>
      <Typography
        ref={titleRef}
        tabIndex={-1}
        component="h1"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '2rem', sm: '2.5rem' }, outline: 'none' }}
      >
        {SUCCESS_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
        {successIntro(email)}
      </Typography>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, textAlign: 'left', mb: 2 }}>
        {SUCCESS_STEPS_TITLE}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, textAlign: 'left', display: 'grid', gap: 2, mb: 5 }}>
        {SUCCESS_STEPS.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.light',
                color: 'primary.dark',
                fontWeight: 800,
                fontSize: '0.875rem',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.description}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large" startIcon={<ArrowBackIcon />}>
        {NAV_LABELS.backToHome}
      </Button>
    </Paper>
  );
}
