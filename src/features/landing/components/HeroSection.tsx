import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { RequestAccessButton } from '@/components/site/RequestAccessButton';
import { CTA_LABELS } from '@/components/site/siteLabels';
import { DashboardPreview } from '@/features/landing/components/DashboardPreview';
import { Pill } from '@/features/landing/components/Pill';
import { HERO } from '@/features/landing/constants';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 7, md: 11 },
        background: `linear-gradient(180deg, ${theme.alpha(theme.palette.primary.main, 0.08)} 0%, ${theme.palette.background.default} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Box sx={{ mb: 3 }}>
              <Pill tone="primary" icon={<VerifiedUserIcon />}>
                {HERO.eyebrow}
              </Pill>
            </Box>
            <Typography
              id="hero-title"
              component="h1"
              variant="h2"
              sx={{
                fontWeight: 800,
                letterSpacing: '-0.03em',
                fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.75rem' },
                mb: 2.5,
              }}
            >
              {HERO.titleLead}{' '}
              <Box component="span" sx={{ color: 'primary.main', display: { xs: 'block', sm: 'inline' } }}>
                {HERO.titleHighlight}
              </Box>
            </Typography>
            <Typography
              component="p"
              color="text.secondary"
              sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.65, mb: 4 }}
            >
              {HERO.subtitle}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
              <RequestAccessButton />
              {/* SPEC §2: Watch Demo is deliberately inert until a demo exists. */}
              <Button type="button" variant="outlined" size="large" startIcon={<PlayCircleIcon />}>
                {CTA_LABELS.watchDemo}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                {HERO.frameworksLabel}
              </Typography>
              {HERO.frameworks.map((framework) => (
                <Pill key={framework}>{framework}</Pill>
              ))}
            </Stack>
          </Box>
          <DashboardPreview />
        </Box>
      </Container>
    </Box>
  );
}
