import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { RequestAccessButton } from '@/components/site/RequestAccessButton';
import { CTA_LABELS } from '@/components/site/siteLabels';
import { CLOSING_CTA } from '@/features/landing/constants';

export function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="closing-cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            borderRadius: 4,
            textAlign: 'center',
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.secondary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          })}
        >
          <Typography
            id="closing-cta-title"
            component="h2"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.02em',
              fontSize: { xs: '1.75rem', md: '2.5rem' },
              textWrap: 'balance',
            }}
          >
            {CLOSING_CTA.title}
          </Typography>
          <Typography
            sx={{ mt: 2, mb: 4, mx: 'auto', maxWidth: 620, fontSize: '1.125rem', lineHeight: 1.6, opacity: 0.9 }}
          >
            {CLOSING_CTA.body}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <RequestAccessButton
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            />
            <Button component={RouterLink} to={paths.login} size="large" variant="outlined" color="inherit">
              {CTA_LABELS.alreadyHaveAccess}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
