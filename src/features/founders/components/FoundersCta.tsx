import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { RequestAccessButton } from '@/components/site/RequestAccessButton';
import { CTA_LABELS } from '@/components/site/siteLabels';
import { FOUNDERS_CTA } from '@/features/founders/constants';

export function FoundersCta() {
  return (
    <Box component="section" aria-labelledby="founders-cta-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="founders-cta-title"
          component="h2"
          sx={{
            fontWeight: 800,
            letterSpacing: '-0.02em',
            fontSize: { xs: '1.75rem', md: '2.25rem' },
            textWrap: 'balance',
          }}
        >
          {FOUNDERS_CTA.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4, fontSize: '1.125rem', lineHeight: 1.6 }}>
          {FOUNDERS_CTA.body}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <RequestAccessButton />
          <Button component={RouterLink} to={paths.login} variant="outlined" size="large">
            {CTA_LABELS.alreadyHaveAccess}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
