import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FounderProfile } from '@/features/founders/components/FounderProfile';
import { FoundersCta } from '@/features/founders/components/FoundersCta';
import { FoundersHeader } from '@/features/founders/components/FoundersHeader';
import { WhyTeamSection } from '@/features/founders/components/WhyTeamSection';
import { FOUNDERS, FOUNDERS_INTRO } from '@/features/founders/constants';
import { SiteFooter } from '@/components/site/SiteFooter';

export default function FoundersPage() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <FoundersHeader />
      <main>
        <Box
          component="section"
          aria-labelledby="founders-title"
          sx={(theme) => ({
            pt: { xs: 7, md: 10 },
            pb: { xs: 8, md: 10 },
            background: `linear-gradient(180deg, ${theme.alpha(theme.palette.primary.main, 0.08)} 0%, ${theme.palette.background.default} 60%)`,
          })}
        >
          <Container maxWidth="lg">
            <Box sx={{ maxWidth: 760, mx: 'auto', textAlign: 'center', mb: { xs: 5, md: 7 } }}>
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {FOUNDERS_INTRO.eyebrow}
              </Typography>
              <Typography
                id="founders-title"
                component="h1"
                sx={{ fontWeight: 800, letterSpacing: '-0.03em', fontSize: { xs: '2.25rem', md: '3.25rem' }, mt: 1 }}
              >
                {FOUNDERS_INTRO.title}
              </Typography>
              <Typography
                color="text.secondary"
                sx={{ mt: 2, fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.65 }}
              >
                {FOUNDERS_INTRO.subtitle}
              </Typography>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {FOUNDERS.map((founder) => (
                <FounderProfile key={founder.name} founder={founder} />
              ))}
            </Box>
          </Container>
        </Box>
        <WhyTeamSection />
        <FoundersCta />
      </main>
      <SiteFooter />
    </Box>
  );
}
